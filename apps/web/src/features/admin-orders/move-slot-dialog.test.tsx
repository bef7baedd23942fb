import { NOT_PAID, say, type AdminOrder } from '@halwai/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, problem, type ApiHandlers } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { OrderDetailsDialog } from './order-details-dialog';

const order: AdminOrder = {
  id: 12,
  customerName: 'Asha Verma',
  customerMobile: '9876543210',
  orderDate: '2030-11-01T10:30:00Z',
  orderStatus: 0,
  status: 'pending',
  history: [{ status: 'pending', at: '2030-11-01T10:30:00Z' }],
  fulfilment: { type: 'pickup', preferredDate: '2030-11-08', slot: '10:00-12:00', deliveryCharge: 0 },
  items: [{ id: 1, name: 'Kaju Katli', variant: '500 g', quantity: 2, price: 600 }],
  orderTotal: 1200,
  paid: false,
  payment: { ...NOT_PAID, flag: null },
};

const daySlots = [
  { slot: '10:00-12:00', capacity: 5, left: 2 },
  { slot: '12:00-14:00', capacity: 5, left: 0 },
  { slot: '16:00-18:00', capacity: 5, left: 3 },
];

const renderDialog = (handlers: ApiHandlers) =>
  renderStaffPage(
    <OrderDetailsDialog
      order={order}
      open
      onClose={() => undefined}
      onComplete={() => undefined}
      onCancel={() => undefined}
      onStep={() => undefined}
      onUndo={() => undefined}
      busyOrderId={null}
    />,
    {
      path: '/admin/orders',
      handlers: {
        'GET /api/admin/orders/12': () => json({ ...order, notifications: [] }),
        'GET /api/orders/12/invoice': () => json({ number: 'HW/2030-31/0012', paid: false }),
        'GET /api/slots': () => json(daySlots),
        ...handlers,
      },
    },
  );

describe('Move to another slot', () => {
  it('shows the slot with the date and moves the order to a slot with room, full ones and its own not choosable', async () => {
    const { fetchMock, user } = renderDialog({ 'PUT /api/admin/orders/12/slot': () => json({ ...order, fulfilment: { ...order.fulfilment, slot: '16:00-18:00' } }) });
    const details = await screen.findByRole('dialog', { name: /Order #0012/ });
    expect(within(details).getByText(/^For .*8 Nov, 10:00 AM – 12:00 PM$/)).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Move to another slot' }));

    const move = await screen.findByRole('dialog', { name: 'Move to another slot' });
    await user.click(within(move).getByRole('combobox', { name: 'Slot' }));
    expect(screen.getByRole('option', { name: "10:00 AM – 12:00 PM · this order's slot" })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: '12:00 PM – 2:00 PM · Full' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: '4:00 PM – 6:00 PM · 3 places left' }));
    await user.click(within(move).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move to another slot' })).not.toBeInTheDocument());
    const [sent] = callsTo(fetchMock, 'PUT', '/api/admin/orders/12/slot');
    expect(JSON.parse(String(sent!.body))).toEqual({ preferredDate: '2030-11-08', slot: '16:00-18:00' });
    const asked = callsTo(fetchMock, 'GET', '/api/slots')[0]!.url;
    expect([asked.searchParams.get('date'), asked.searchParams.get('type')]).toEqual(['2030-11-08', 'pickup']);
  });

  it('says a slot filled meanwhile at the slot field', async () => {
    const { user } = renderDialog({
      'PUT /api/admin/orders/12/slot': () => problem(409, say('slot.full'), { slot: [say('slot.full')] }, 'Conflict'),
    });
    await user.click(await screen.findByRole('button', { name: 'Move to another slot' }));
    const move = await screen.findByRole('dialog', { name: 'Move to another slot' });
    await user.click(within(move).getByRole('combobox', { name: 'Slot' }));
    await user.click(screen.getByRole('option', { name: /4:00 PM – 6:00 PM/ }));
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    expect(await within(move).findByText('That slot is full — please choose another')).toBeInTheDocument();
  });
});
