import { NOT_PAID, type AdminOrder } from '@halwai/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, problem, type ApiHandlers } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { OrdersPage } from './orders-page';

const order = (id: number, overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id,
  customerName: `Customer ${id}`,
  customerMobile: '9876543210',
  orderDate: '2025-01-15T10:30:00Z',
  orderStatus: 0,
  fulfilment: { type: 'pickup', deliveryCharge: 0 },
  items: [
    { id: 1, name: 'Kaju Katli', variant: '500 g', quantity: 2, price: 600 },
    { id: 2, name: 'Aloo Bhujia', variant: '400 g', quantity: 1, price: 120 },
  ],
  orderTotal: 1320,
  paid: false,
  payment: { ...NOT_PAID, flag: null },
  ...overrides,
});

function renderOrders(handlers: ApiHandlers) {
  return renderStaffPage(<OrdersPage />, { path: '/admin/orders', handlers });
}

describe('OrdersPage', { timeout: 20_000 }, () => {
  it('lists order cards with customer, mobile, date, items, total and a coloured status chip', async () => {
    renderOrders({
      'GET /api/Orders/GetAllOrders': () => json([order(12), order(11, { orderStatus: 1 }), order(10, { orderStatus: 2 })]),
    });
    const card = await screen.findByRole('article', { name: 'Order #0012' });
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Customer 12');
    expect(within(card).getByRole('link', { name: /Call Customer 12/ })).toHaveAttribute('href', 'tel:+919876543210');
    expect(card).toHaveTextContent('15 Jan 2025, 4:00 pm');
    expect(card).toHaveTextContent('2 × Kaju Katli (500 g)₹1,200');
    expect(card).toHaveTextContent('Total₹1,320');
    expect(within(card).getByText('Pending')).toHaveClass('MuiChip-label');
    expect(within(card).getByText('Pending').parentElement).toHaveClass('MuiChip-colorWarning');
    expect(within(screen.getByRole('article', { name: 'Order #0011' })).getByText('Completed').parentElement).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(within(screen.getByRole('article', { name: 'Order #0010' })).getByText('Cancelled').parentElement).toHaveClass(
      'MuiChip-colorError',
    );
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Order #0012',
      'Order #0011',
      'Order #0010',
    ]);
    // Only a pending order can still change.
    expect(
      within(screen.getByRole('article', { name: 'Order #0011' })).queryByRole('button', { name: 'Mark Completed' }),
    ).not.toBeInTheDocument();
  });

  it('asks the server by status and by name or mobile', async () => {
    const { fetchMock, user } = renderOrders({ 'GET /api/Orders/GetAllOrders': () => json([order(12)]) });
    await screen.findByRole('article', { name: 'Order #0012' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or mobile' }), '98765');
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET', '/api/Orders/GetAllOrders').at(-1);
      expect(last?.url.search).toBe('?status=1&q=98765');
    });
  });

  it('shows pickup or delivery on the card, and asks the server by fulfilment and by dates', async () => {
    const delivery = order(12, {
      fulfilment: {
        type: 'delivery',
        address: '22 Daryaganj',
        pincode: '110006',
        preferredDate: '2025-01-17',
        deliveryCharge: 40,
      },
    });
    const { fetchMock, user } = renderOrders({ 'GET /api/Orders/GetAllOrders': () => json([delivery, order(11)]) });
    const card = await screen.findByRole('article', { name: 'Order #0012' });
    expect(within(card).getByLabelText('Pickup or delivery')).toHaveTextContent('Delivery 110006For Fri, 17 Jan');
    expect(card).toHaveTextContent('Delivery charge₹40');
    expect(within(screen.getByRole('article', { name: 'Order #0011' })).getByLabelText('Pickup or delivery')).toHaveTextContent(
      'Pickup',
    );

    await user.click(screen.getByRole('combobox', { name: 'Pickup or delivery' }));
    await user.click(screen.getByRole('option', { name: 'Delivery' }));
    fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: '2025-01-17' } });
    fireEvent.change(screen.getByLabelText('Placed on'), { target: { value: '2025-01-15' } });
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET', '/api/Orders/GetAllOrders').at(-1);
      expect(last?.url.search).toBe('?fulfilment=delivery&placedOn=2025-01-15&preferredDate=2025-01-17');
    });
  });

  it('marks a pending order completed for real', async () => {
    let current = order(12);
    const { fetchMock, user } = renderOrders({
      'GET /api/Orders/GetAllOrders': () => json([current]),
      'PUT /api/admin/orders/12/status': () => {
        current = { ...current, orderStatus: 1 };
        return json(current);
      },
    });
    const card = await screen.findByRole('article', { name: 'Order #0012' });
    await user.click(within(card).getByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByText('Order #0012 marked as completed')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/admin/orders/12/status')[0]?.body))).toEqual({ status: 1 });
    expect(await within(card).findByText('Completed')).toBeInTheDocument();
  });

  it('cancels only after confirmation and shows a refusal in the server’s words', async () => {
    const { fetchMock, user } = renderOrders({
      'GET /api/Orders/GetAllOrders': () => json([order(12)]),
      'PUT /api/admin/orders/12/status': () => problem(409, 'Only a pending order can be completed or cancelled'),
    });
    const card = await screen.findByRole('article', { name: 'Order #0012' });
    await user.click(within(card).getByRole('button', { name: 'Cancel Order' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'No' }));
    expect(callsTo(fetchMock, 'PUT', '/api/admin/orders/12/status')).toHaveLength(0);

    await user.click(
      await within(await screen.findByRole('article', { name: 'Order #0012' })).findByRole('button', { name: 'Cancel Order' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(await screen.findByText('Only a pending order can be completed or cancelled')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/admin/orders/12/status')[0]?.body))).toEqual({ status: 2 });
  });

  it('opens the whole order in a dialog', async () => {
    const big = order(12, {
      items: Array.from({ length: 6 }, (_, i) => ({ id: i, name: `Sweet ${i + 1}`, variant: '1 kg', quantity: 1, price: 300 })),
      orderTotal: 1800,
    });
    const { user } = renderOrders({
      'GET /api/Orders/GetAllOrders': () => json([big]),
      'GET /api/admin/orders/12': () => json(big),
    });
    const card = await screen.findByRole('article', { name: 'Order #0012' });
    expect(card).toHaveTextContent('and 2 more items');
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: /Order #0012/ });
    expect(within(dialog).getAllByRole('row')).toHaveLength(8);
    expect(dialog).toHaveTextContent('Sweet 6');
    expect(within(dialog).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919876543210');
  });

  it('shows Paid or Unpaid on the card, and the card follows when staff mark it in the details', async () => {
    let paid = false;
    const { user } = renderOrders({
      'GET /api/Orders/GetAllOrders': () => json([order(12, { paid }), order(11, { paid: true })]),
      'GET /api/admin/orders/12': () => json({ ...order(12, { paid }), notifications: [] }),
      'GET /api/orders/12/invoice': () => json({ number: 'HW/2026-27/0012', paid }),
      'PUT /api/admin/orders/12/payment': () => {
        paid = true;
        return json({ id: 12, paid: true });
      },
    });
    const card = await screen.findByRole('article', { name: 'Order #0012' });
    expect(within(card).getByText('Unpaid')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Order #0011' })).getByText('Paid').parentElement).toHaveClass(
      'MuiChip-colorSuccess',
    );

    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: /Order #0012/ });
    expect(await within(dialog).findByText('Not paid yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Printable invoice' })).toHaveAttribute('href', '/invoice/12');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await user.click(await screen.findByRole('button', { name: 'Save as paid' }));
    expect(await within(dialog).findByRole('button', { name: 'Mark unpaid' })).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('Paid')).toBeInTheDocument());
    expect(within(card).queryByText('Unpaid')).not.toBeInTheDocument();
  });
});
