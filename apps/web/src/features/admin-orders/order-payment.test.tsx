import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_PAID, type AdminOrder } from '@halwai/domain';
import { callsTo, json, mockApi } from '../../test/mock-api';
import { createTestQueryClient } from '../../test/render-route';
import { OrderPayment } from './order-payment';

const order = (over: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 7,
  customerName: 'Asha',
  customerMobile: '9876543210',
  orderDate: '2026-11-23T10:00:00Z',
  orderStatus: 0,
  status: 'pending',
  history: [],
  fulfilment: { type: 'pickup', deliveryCharge: 0 },
  items: [],
  orderTotal: 1150,
  paid: false,
  payment: { ...NOT_PAID, flag: null },
  ...over,
});

const renderPayment = (shown: AdminOrder) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <OrderPayment order={shown} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('OrderPayment', () => {
  it('shows the invoice number and payment mark, and marks the order paid asking how', async () => {
    const fetchMock = mockApi({
      'GET /api/orders/7/invoice': () => json({ number: 'HW/2026-27/0007', paid: false }),
      'PUT /api/admin/orders/7/payment': () => json({ id: 7, paid: true }),
    });
    renderPayment(order());
    expect(await screen.findByText('Invoice HW/2026-27/0007')).toBeInTheDocument();
    expect(screen.getByText('Not paid yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Printable invoice' })).toHaveAttribute('href', '/invoice/7');
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Paid by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Card' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reference (optional)' }), 'POS 4411');
    await userEvent.click(screen.getByRole('button', { name: 'Save as paid' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/admin/orders/7/payment')).toHaveLength(1));
    const [put] = callsTo(fetchMock, 'PUT', '/api/admin/orders/7/payment');
    expect(JSON.parse(String(put!.body))).toEqual({ paid: true, method: 'card', reference: 'POS 4411' });
  });

  it('asks nothing of a cancelled order nobody paid for: no "Not paid yet", nothing to mark', async () => {
    mockApi({ 'GET /api/orders/7/invoice': () => json({ number: 'HW/2026-27/0007', paid: false }) });
    renderPayment(order({ status: 'cancelled', orderStatus: 2 }));
    expect(await screen.findByText('Cancelled: nothing to pay')).toBeInTheDocument();
    expect(screen.queryByText('Not paid yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });

  it('shows a gateway payment, a flag, and a refused refund with a retry', async () => {
    const fetchMock = mockApi({
      'GET /api/orders/7/invoice': () => json({ number: 'HW/2026-27/0007', paid: true }),
      'POST /api/admin/orders/7/refund': () => json({}),
    });
    renderPayment(
      order({
        paid: true,
        orderStatus: 2,
        payment: {
          paid: true,
          method: 'upi',
          reference: 'pay_123',
          paidAt: '2026-11-23T10:05:00Z',
          by: 'gateway',
          flag: null,
          refund: { status: 'failed', id: null, error: 'The refund amount is too large' },
        },
      }),
    );
    expect(await screen.findByText('Refund failed')).toBeInTheDocument();
    expect(screen.getByText(/Reference pay_123/)).toHaveTextContent('confirmed by Razorpay');
    expect(screen.getByText(/The refund did not go through: The refund amount is too large/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry refund' }));
    expect(callsTo(fetchMock, 'POST', '/api/admin/orders/7/refund')).toHaveLength(1);
  });
});
