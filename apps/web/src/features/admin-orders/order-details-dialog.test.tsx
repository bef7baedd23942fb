import { MESSAGES, NOT_PAID, type AdminOrder } from '@halwai/domain';
import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
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

const renderDialog = (handlers: Parameters<typeof renderStaffPage>[1]['handlers'], listed: AdminOrder = order) =>
  renderStaffPage(
    <OrderDetailsDialog
      order={listed}
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

  it('speaks Hindi on a Hindi page: the lines, steps, payment, rating, messages and notifications', async () => {
    await i18n.changeLanguage('hi');
    const at = '2025-01-15T10:30:00Z';
    const full: AdminOrder = {
      ...order,
      status: 'confirmed',
      history: [
        { status: 'pending', at },
        { status: 'confirmed', at, by: 'owner@halwai.in' },
      ],
      fulfilment: {
        type: 'delivery',
        address: '22 Daryaganj',
        pincode: '110006',
        preferredDate: '2025-01-17',
        deliveryCharge: 40,
      },
      giftMessage: 'Happy Diwali',
      offerCode: 'DIWALI',
      discount: 100,
      orderTotal: 1140,
      paid: true,
      payment: { paid: true, method: 'cash', reference: null, paidAt: at, by: 'owner@halwai.in', refund: null, flag: null },
    };
    renderDialog(
      {
        'GET /api/admin/orders/12': () =>
          json({
            ...full,
            notifications: [
              {
                channel: 'email',
                status: 'failed',
                attempts: 3,
                lastError: '535 Authentication failed',
                deliveredAt: null,
                nextAttemptAt: null,
              },
            ],
            messages: [{ id: 1, channel: 'whatsapp', step: 'confirmed', state: 'read', at }],
            rating: { stars: 5, comment: 'बहुत स्वादिष्ट', ratedAt: at },
          }),
        'GET /api/orders/12/invoice': () => json({ number: 'HW/2024-25/0012', paid: true }),
      },
      full,
    );
    const dialog = await screen.findByRole('dialog', { name: /ऑर्डर #0012/ });
    expect(await within(dialog).findByRole('region', { name: 'ग्राहक की रेटिंग' })).toHaveTextContent('5 में से 5 (बहुत बढ़िया)');
    expect(within(screen.getByRole('heading', { name: /ऑर्डर #0012/ })).getByText('पक्का हुआ')).toHaveClass('MuiChip-label');
    expect(within(dialog).getByRole('link', { name: 'WhatsApp पर बात करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '+91 98765 43210 पर कॉल करें' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('उपहार संदेशHappy Diwali');
    const lines = within(dialog).getByRole('table', { name: 'ऑर्डर #0012 का सामान' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['सामान', 'मात्रा', 'दाम', 'रकम']);
    expect(lines).toHaveTextContent('ऑफ़र DIWALI−₹100');
    expect(lines).toHaveTextContent('डिलीवरी चार्ज₹40');
    expect(lines).toHaveTextContent('कुल₹1,140');
    expect(within(dialog).getByRole('list', { name: 'ऑर्डर के चरण' })).toHaveTextContent('ऑर्डर हुआ');
    const payment = within(dialog).getByRole('region', { name: 'बिल और भुगतान' });
    expect(await within(payment).findByText('बिल HW/2024-25/0012')).toBeInTheDocument();
    expect(within(payment).getByText('भुगतान हुआ · नकद')).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'बकाया दर्ज करें' })).toBeInTheDocument();
    expect(payment).toHaveTextContent('owner@halwai.in ने दर्ज किया');
    expect(within(dialog).getByRole('link', { name: '80 mm रोल' })).toHaveAttribute('href', '/admin/orders/12/slip?size=80mm');
    const messages = within(dialog).getByRole('region', { name: 'ग्राहक को संदेश' });
    expect(within(messages).getByRole('listitem', { name: 'WhatsApp संदेश: पक्का हुआ' })).toHaveTextContent('पढ़ लिया');
    const notifications = within(dialog).getByRole('region', { name: 'दुकान की सूचनाएँ' });
    expect(within(notifications).getByRole('listitem', { name: 'ईमेल सूचना' })).toHaveTextContent('नहीं गया3 कोशिशों के बाद छोड़ दिया');
    expect(notifications).toHaveTextContent('पिछली गड़बड़ी: 535 Authentication failed');
    expect(within(dialog).getByRole('button', { name: 'बनाना शुरू करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(
      /Placed|Call|Chat on WhatsApp|Gift message|Qty|Amount|Offer|Delivery charge|Total|Steps|Invoice|Mark unpaid|Customer rating|Customer messages|Shop notifications|Last error|Packing slip|Close/,
    );
  });
});
