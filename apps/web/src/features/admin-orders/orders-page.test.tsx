import { NOT_PAID, type AdminOrder } from '@halwai/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { callsTo, json, problem, type ApiHandlers } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { typeDate } from '../../test/type-date';
import { OrdersPage } from './orders-page';

const order = (id: number, overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id,
  customerName: `Customer ${id}`,
  customerMobile: '9876543210',
  orderDate: '2025-01-15T10:30:00Z',
  orderStatus: 0,
  status: 'pending',
  history: [{ status: 'pending', at: '2025-01-15T10:30:00Z' }],
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
      'GET /api/Orders/GetAllOrders': () =>
        json([order(12), order(11, { orderStatus: 1, status: 'completed' }), order(10, { orderStatus: 2, status: 'cancelled' })]),
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

  it('asks the server by step, or for every open order, and by name or mobile', async () => {
    const { fetchMock, user } = renderOrders({ 'GET /api/Orders/GetAllOrders': () => json([order(12)]) });
    await screen.findByRole('article', { name: 'Order #0012' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All orders',
      'All open orders',
      'Pending',
      'Confirmed',
      'Preparing',
      'Ready for pickup',
      'Out for delivery',
      'Completed',
      'Cancelled',
    ]);
    await user.click(screen.getByRole('option', { name: 'Out for delivery' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or mobile' }), '98765');
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET', '/api/Orders/GetAllOrders').at(-1);
      expect(last?.url.search).toBe('?status=out_for_delivery&q=98765');
    });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All open orders' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/Orders/GetAllOrders').at(-1)?.url.search).toBe('?status=0&q=98765'));
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
    await typeDate(user, 'Preferred date', '2025-01-17');
    await typeDate(user, 'Placed on', '2025-01-15');
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET', '/api/Orders/GetAllOrders').at(-1);
      expect(last?.url.search).toBe('?fulfilment=delivery&placedOn=2025-01-15&preferredDate=2025-01-17');
    });
  });

  it('moves an order on a step at once, and completes it only after confirmation', async () => {
    let current = order(12);
    const { fetchMock, user } = renderOrders({
      'GET /api/Orders/GetAllOrders': () => json([current]),
      'PUT /api/admin/orders/12/status': ({ init }) => {
        const { status } = JSON.parse(String(init?.body)) as { status: AdminOrder['status'] };
        current = { ...current, status, orderStatus: status === 'completed' ? 1 : 0, history: [...current.history, { status, at: new Date().toISOString() }] };
        return json(current);
      },
      'PUT /api/admin/orders/12/payment': () => {
        current = { ...current, paid: true, payment: { ...current.payment, paid: true, method: 'cash' } };
        return json({ id: 12, paid: true });
      },
    });
    const card = await screen.findByRole('article', { name: 'Order #0012' });
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order #0012 is now confirmed')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Start preparing' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Undo' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Mark Completed' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete this order?' });
    // Unpaid: staff say whether the money came, and how, before it can be completed.
    const received = within(dialog).getByRole('radiogroup', { name: 'Payment received? ₹1,320' });
    expect(within(received).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Cash', 'UPI', 'Card', 'Not yet']);
    expect(within(dialog).getByRole('button', { name: 'Yes, complete it' })).toBeDisabled();
    await user.click(within(received).getByRole('radio', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, complete it' }));
    expect(await screen.findByText('Order #0012 marked as completed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/orders/12/payment').map((c) => JSON.parse(String(c.body)))).toEqual([{ paid: true, method: 'cash' }]);
    expect(callsTo(fetchMock, 'PUT', '/api/admin/orders/12/status').map((c) => JSON.parse(String(c.body)))).toEqual([
      { status: 'confirmed' },
      { status: 'completed' },
    ]);
    expect(await within(card).findByText('Completed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('offers Ready for pickup on a pickup order and Out for delivery on a delivery order', async () => {
    renderOrders({
      'GET /api/Orders/GetAllOrders': () =>
        json([
          order(12, { status: 'preparing', fulfilment: { type: 'delivery', address: 'x', pincode: '110006', deliveryCharge: 0 } }),
          order(11, { status: 'preparing' }),
        ]),
    });
    expect(await within(await screen.findByRole('article', { name: 'Order #0012' })).findByRole('button', { name: 'Out for delivery' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Order #0011' })).getByRole('button', { name: 'Ready for pickup' })).toBeInTheDocument();
  });

  it('takes the last step back with Undo', async () => {
    const at = new Date().toISOString();
    const confirmed = order(12, { status: 'confirmed', history: [{ status: 'pending', at }, { status: 'confirmed', at }] });
    const { user } = renderOrders({
      'GET /api/Orders/GetAllOrders': () => json([confirmed]),
      'POST /api/admin/orders/12/status/undo': () => json({ ...confirmed, status: 'pending' }),
    });
    await user.click(await within(await screen.findByRole('article', { name: 'Order #0012' })).findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Order #0012 is back to pending')).toBeInTheDocument();
  });

  it('cancels only after confirmation with a reason, and shows a refusal in the server’s words', async () => {
    const refusal = 'The order is completed: it cannot change any more, except by Undo within 10 minutes';
    const { fetchMock, user } = renderOrders({
      'GET /api/Orders/GetAllOrders': () => json([order(12)]),
      'PUT /api/admin/orders/12/status': () => problem(409, refusal),
    });
    const card = await screen.findByRole('article', { name: 'Order #0012' });
    await user.click(within(card).getByRole('button', { name: 'Cancel Order' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'No' }));
    expect(callsTo(fetchMock, 'PUT', '/api/admin/orders/12/status')).toHaveLength(0);

    await user.click(
      await within(await screen.findByRole('article', { name: 'Order #0012' })).findByRole('button', { name: 'Cancel Order' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel it' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Sold out today');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/admin/orders/12/status')[0]?.body))).toEqual({
      status: 'cancelled',
      reason: 'Sold out today',
    });
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
    expect(within(dialog).getByRole('list', { name: 'Order steps' })).toHaveTextContent('Placed');
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

  it('shows no "Unpaid" on a cancelled order nobody paid for', async () => {
    renderOrders({
      'GET /api/Orders/GetAllOrders': () =>
        json([order(14, { status: 'cancelled', orderStatus: 2 }), order(13, { status: 'cancelled', orderStatus: 2, paid: true })]),
    });
    const cancelled = await screen.findByRole('article', { name: 'Order #0014' });
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByText('Unpaid')).not.toBeInTheDocument();
    // Paid, then cancelled: staff still see the money came in (to refund it).
    expect(within(screen.getByRole('article', { name: 'Order #0013' })).getByText('Paid')).toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page: filters, cards, steps, the question before completing and the notice after', async () => {
    await i18n.changeLanguage('hi');
    let current = order(12, {
      fulfilment: { type: 'delivery', address: '22 Daryaganj', pincode: '110006', preferredDate: '2025-01-17', deliveryCharge: 0 },
    });
    const { user } = renderOrders({
      'GET /api/Orders/GetAllOrders': () => json([current, order(11, { paid: true, payment: { ...NOT_PAID, paid: true, method: 'upi', flag: null } })]),
      'PUT /api/admin/orders/12/status': () => {
        current = { ...current, status: 'completed', orderStatus: 1, history: [...current.history, { status: 'completed', at: new Date().toISOString() }] };
        return json(current);
      },
    });
    const card = await screen.findByRole('article', { name: 'ऑर्डर #0012' });
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर' })).toBeInTheDocument();
    expect(document.title).toMatch(/^ऑर्डर · /);
    expect(screen.getByText('2 ऑर्डर')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('searchbox', { name: 'नाम या मोबाइल से खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'स्थिति' })).toHaveTextContent('सभी ऑर्डर');
    expect(screen.getByRole('region', { name: 'रसोई और राइडर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByText('owner@halwai.in')).toBeInTheDocument();
    expect(within(card).getByText('नया').parentElement).toHaveClass('MuiChip-colorWarning');
    expect(within(card).getByText('बकाया')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'ऑर्डर #0011' })).getByText('भुगतान हुआ · UPI')).toBeInTheDocument();
    expect(within(card).getByLabelText('पिकअप या डिलीवरी')).toHaveTextContent('डिलीवरी 110006');
    expect(within(card).getByLabelText('पिकअप या डिलीवरी')).toHaveTextContent('के लिए');
    expect(card).toHaveTextContent('डिलीवरी चार्जमुफ़्त');
    expect(card).toHaveTextContent('कुल₹1,320');
    expect(within(card).getByRole('button', { name: 'पक्का करें' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'विवरण देखें' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(
      /Orders|Logged in as|Mark Completed|View Details|Cancel Order|Unpaid|Delivery charge|Total|Kitchen and rider|Export orders|Download CSV|Sound|Filters/,
    );

    await user.click(within(card).getByRole('button', { name: 'पूरा करें' }));
    const dialog = screen.getByRole('dialog', { name: 'यह ऑर्डर पूरा करें?' });
    expect(dialog).toHaveTextContent('Customer 12 का ऑर्डर #0012 पूरा माना जाएगा।');
    expect(within(dialog).getByRole('button', { name: 'नहीं' })).toBeInTheDocument();
    // Not paid yet: it is completed unpaid, and nothing is marked.
    await user.click(within(dialog).getByRole('radio', { name: 'अभी नहीं' }));
    await user.click(within(dialog).getByRole('button', { name: 'हाँ, पूरा करें' }));
    // The notice and its Close button, read together: the notice goes after 3 s.
    expect((await screen.findByText('ऑर्डर #0012 पूरा हुआ')).closest('[role="alert"]')).toHaveTextContent('बंद करें');
    expect(await within(card).findByText('पूरा हुआ')).toBeInTheDocument();
  });

  it('names the items in the page’s language: the Hindi as sold on a Hindi page, the English where there is none', async () => {
    await i18n.changeLanguage('hi');
    const items = [
      { id: 1, name: 'Kaju Katli', nameHi: 'काजू कतली', variant: '500 g', quantity: 2, price: 600 },
      { id: 2, name: 'Aloo Bhujia', variant: '400 g', quantity: 1, price: 120 },
    ];
    renderOrders({ 'GET /api/Orders/GetAllOrders': () => json([order(12, { items })]) });
    const card = await screen.findByRole('article', { name: 'ऑर्डर #0012' });
    expect(card).toHaveTextContent('2 × काजू कतली (500 g)');
    expect(card).toHaveTextContent('1 × Aloo Bhujia (400 g)');
    expect(card).not.toHaveTextContent('Kaju Katli');
  });
});
