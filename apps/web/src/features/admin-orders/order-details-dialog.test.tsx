import { MESSAGES, NOT_PAID, type AdminOrder } from '@halwai/domain';
import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, json } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { OrderDetailsDialog } from './order-details-dialog';

const order: AdminOrder = {
  id: 12,
  customerName: 'Asha Verma',
  customerMobile: '9876543210',
  orderDate: '2025-01-15T10:30:00Z',
  orderStatus: 0,
  status: 'pending',
  history: [{ status: 'pending', at: '2025-01-15T10:30:00Z' }],
  fulfilment: { type: 'pickup', deliveryCharge: 0 },
  items: [{ id: 1, name: 'Kaju Katli', variant: '500 g', quantity: 2, price: 600 }],
  orderTotal: 1200,
  paid: false,
  payment: { ...NOT_PAID, flag: null },
};

const renderDialog = (handlers: Parameters<typeof renderStaffPage>[1]['handlers']) =>
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
      handlers,
    },
  );

describe('OrderDetailsDialog', () => {
  afterEach(() => onlineManager.setOnline(true));

  it("shows the customer's rating and links to the packing slip on a roll or A4", async () => {
    renderDialog({
      'GET /api/admin/orders/12': () =>
        json({ ...order, notifications: [], rating: { stars: 4, comment: 'Fresh and soft', ratedAt: '2025-01-16T05:00:00Z' } }),
      'GET /api/orders/12/invoice': () => json({ number: 'HW/2024-25/0012', paid: false }),
    });
    const dialog = await screen.findByRole('dialog', { name: /Order #0012/ });
    const rating = await within(dialog).findByRole('region', { name: 'Customer rating' });
    expect(rating).toHaveTextContent('4 of 5 (good)');
    expect(rating).toHaveTextContent('“Fresh and soft”');
    expect(within(dialog).getByRole('link', { name: '80 mm roll' })).toHaveAttribute('href', '/admin/orders/12/slip?size=80mm');
    expect(within(dialog).getByRole('link', { name: 'A4' })).toHaveAttribute('href', '/admin/orders/12/slip?size=a4');
  });

  it('says "Not rated yet" for an order without a rating', async () => {
    renderDialog({
      'GET /api/admin/orders/12': () => json({ ...order, notifications: [] }),
      'GET /api/orders/12/invoice': () => json({ number: 'HW/2024-25/0012', paid: false }),
    });
    const dialog = await screen.findByRole('dialog', { name: /Order #0012/ });
    expect(await within(dialog).findByRole('region', { name: 'Customer rating' })).toHaveTextContent('Not rated yet.');
  });

  it('opened offline, says the phone is offline instead of loading for ever, and loads once back online', async () => {
    onlineManager.setOnline(false);
    const { fetchMock } = renderDialog({
      'GET /api/admin/orders/12': () => json({ ...order, notifications: [] }),
      'GET /api/orders/12/invoice': () => json({ number: 'HW/2024-25/0012', paid: false }),
    });
    const dialog = await screen.findByRole('dialog', { name: /Order #0012/ });
    expect(within(dialog).getByRole('status')).toHaveTextContent(MESSAGES.offlineOrderDetails);
    expect(dialog).toHaveTextContent('Email and webhook status load when you are back online.');
    expect(dialog).toHaveTextContent('Kaju Katli');
    expect(callsTo(fetchMock, 'GET', '/api/admin/orders/12')).toHaveLength(0);

    onlineManager.setOnline(true);
    expect(await within(dialog).findByText('No email or webhook is set up.')).toBeInTheDocument();
    expect(within(dialog).queryByText(MESSAGES.offlineOrderDetails)).not.toBeInTheDocument();
  });
});
