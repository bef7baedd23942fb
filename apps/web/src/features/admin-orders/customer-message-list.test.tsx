import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockApi } from '../../test/mock-api';
import { createTestQueryClient } from '../../test/render-route';
import { CustomerMessageList } from './customer-message-list';

describe('CustomerMessageList', () => {
  it('says WhatsApp/SMS is not set up and offers the step\'s message to send on WhatsApp in one tap', () => {
    const url = `https://wa.me/919876543210?text=${encodeURIComponent('Your order #7 at Halwai is confirmed.')}`;
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <CustomerMessageList orderId={7} messages={[]} sendByHand={{ step: 'confirmed', text: 'Your order #7 at Halwai is confirmed.', url }} />
      </QueryClientProvider>,
    );
    const section = screen.getByRole('region', { name: 'Customer messages' });
    expect(section).toHaveTextContent("WhatsApp/SMS not set up: send this step's message yourself.");
    expect(section).toHaveTextContent('Your order #7 at Halwai is confirmed.');
    expect(within(section).getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', url);
    expect(section).not.toHaveTextContent('No message to the customer yet.');
  });

  it("shows each message's channel, step and state, why a failed one failed, and sends it again", async () => {
    const fetchMock = mockApi({
      'POST /api/admin/orders/7/messages/2/retry': () => json({ id: 2, channel: 'sms', step: 'cancelled', state: 'queued', at: '2025-01-15T10:32:00Z', text: null }),
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <CustomerMessageList
          orderId={7}
          messages={[
            { id: 1, channel: 'whatsapp', step: 'cancelled', state: 'read', at: '2025-01-15T10:30:00Z', text: 'Sorry, your order #7 at Halwai was cancelled: Sold out.' },
            { id: 2, channel: 'sms', step: 'cancelled', state: 'failed', reason: 'MSG91 answered 400: Template ID is not valid', at: '2025-01-15T10:31:00Z', text: null },
          ]}
        />
      </QueryClientProvider>,
    );
    const section = screen.getByRole('region', { name: 'Customer messages' });
    const whatsapp = within(section).getByRole('listitem', { name: 'WhatsApp message: Cancelled' });
    const sms = within(section).getByRole('listitem', { name: 'SMS message: Cancelled' });
    expect(whatsapp).toHaveTextContent('Read');
    expect(within(whatsapp).queryByRole('button')).toBeNull();
    // The words the customer got, as sent; a message from before the shop kept them says so.
    expect(within(whatsapp).getByLabelText('Text sent')).toHaveTextContent('Sorry, your order #7 at Halwai was cancelled: Sold out.');
    expect(sms).toHaveTextContent('The words were not kept (sent before the shop kept them).');
    expect(sms).toHaveTextContent('Failed');
    expect(sms).toHaveTextContent('MSG91 answered 400: Template ID is not valid');
    await userEvent.click(within(sms).getByRole('button', { name: 'Send the SMS message again' }));
    await expect.poll(() => callsTo(fetchMock, 'POST', '/api/admin/orders/7/messages/2/retry').length).toBe(1);
  });

  it('says when the customer has had no message yet', () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <CustomerMessageList orderId={7} messages={[]} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('No message to the customer yet.')).toBeInTheDocument();
  });
});
