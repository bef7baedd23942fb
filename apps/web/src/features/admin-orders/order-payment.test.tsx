import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockApi } from '../../test/mock-api';
import { createTestQueryClient } from '../../test/render-route';
import { OrderPayment } from './order-payment';

describe('OrderPayment', () => {
  it('shows the invoice number and payment mark, and marks the order paid', async () => {
    let paid = false;
    const fetchMock = mockApi({
      'GET /api/orders/7/invoice': () => json({ number: 'HW/2026-27/0007', paid }),
      'PUT /api/admin/orders/7/payment': () => {
        paid = true;
        return json({ id: 7, paid: true });
      },
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <OrderPayment orderId={7} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Invoice HW/2026-27/0007')).toBeInTheDocument();
    expect(screen.getByText('Not paid yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark unpaid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Printable invoice' })).toHaveAttribute('href', '/invoice/7');
    const [put] = callsTo(fetchMock, 'PUT', '/api/admin/orders/7/payment');
    expect(JSON.parse(String(put!.body))).toEqual({ paid: true });
  });
});
