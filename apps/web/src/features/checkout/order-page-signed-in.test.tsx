import { NOT_PAID, type OrderView } from '@halwai/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartStore } from '../../lib/cart-store';
import { saveCustomerSession } from '../../lib/customer-session';
import { saveSession } from '../../lib/session';
import { callsTo, json, mockApi, problem } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { sampleCatalogue } from '../../test/sample-catalogue';
import { OrderSuccessPage } from './order-success-page';

const view: OrderView = {
  id: 7,
  customerName: 'Asha',
  customerMobile: '9876501234',
  orderDate: '2026-11-20T10:00:00Z',
  orderStatus: 0,
  status: 'confirmed',
  history: [],
  fulfilment: { type: 'pickup', deliveryCharge: 0 },
  products: [{ productId: 2, name: 'Besan Laddoo', variant: '1 kg', quantity: 3, price: 400 }],
  itemsTotal: 1200,
  paid: false,
  payment: NOT_PAID,
  payOnline: false,
  accessKey: 'key-from-server',
};

describe('The order page, for the customer signed in with its mobile', { timeout: 20_000 }, () => {
  it('opens without its key, with the customer token, links the invoice with the key it is given, and orders again', async () => {
    cartStore.getState().clear();
    saveCustomerSession({ token: 'c.customer', mobile: '9876501234' });
    // A staff sign-in on the same browser is left alone: the customer's token goes instead of it.
    saveSession({ token: 'staff-token', email: 'owner@halwai.in' });
    const fetchMock = mockApi({
      'GET /get-order/7': () => json(view),
      'GET /api/orders/7/invoice': () => problem(404, 'Not found'),
      'GET /api/catalogue': () => json(sampleCatalogue()),
    });
    renderRoute(<OrderSuccessPage />, { path: '/order-successful/:id', at: '/order-successful/7' });
    expect(await screen.findByText('Besan Laddoo')).toBeInTheDocument();
    const call = callsTo(fetchMock, 'GET', '/get-order/7')[0]!;
    expect(call.url.search).toBe('');
    expect(call.headers.get('Authorization')).toBe('Bearer c.customer');
    expect(screen.getByRole('link', { name: 'Tax invoice' })).toHaveAttribute('href', '/invoice/7?key=key-from-server');

    await userEvent.click(screen.getByRole('button', { name: 'Order again: the items of order #0007' }));
    expect(await screen.findByRole('dialog', { name: 'Added to your cart' })).toBeInTheDocument();
    expect(cartStore.getState().lines).toEqual([expect.objectContaining({ id: 2, name: 'Besan Laddoo', quantity: 3 })]);
    expect(localStorage.getItem('token')).toBe('staff-token');
  });
});
