import { NOT_PAID, type AdminOrderDetails } from '@halwai/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { json } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import type { SlipOrder } from './api/get-slip-order';
import { PackingSlipPage } from './packing-slip-page';

const order: AdminOrderDetails = {
  id: 12,
  customerName: 'Asha Verma',
  customerMobile: '9876543210',
  orderDate: '2025-01-15T10:30:00Z',
  orderStatus: 0,
  status: 'confirmed',
  history: [{ status: 'pending', at: '2025-01-15T10:30:00Z' }],
  fulfilment: { type: 'delivery', address: '22 Daryaganj', pincode: '110006', preferredDate: '2025-01-17', deliveryCharge: 40 },
  items: [
    { id: 1, name: 'Kaju Katli', variant: '500 g', quantity: 2, price: 600, bestBefore: '2025-01-27' },
    { id: 2, name: 'Aloo Bhujia', variant: '400 g', quantity: 1, price: 120 },
  ],
  orderTotal: 1360,
  paid: false,
  payment: { ...NOT_PAID, flag: null },
  notifications: [],
  messages: [],
};

const renderSlip = (slip: SlipOrder) =>
  renderStaffPage(<PackingSlipPage />, {
    path: '/admin/orders/:id/slip',
    at: '/admin/orders/12/slip',
    handlers: { 'GET /api/admin/orders/12': () => json(slip) },
  });

describe('PackingSlipPage', () => {
  it('prints who, where, when, what to collect and every pack', async () => {
    renderSlip({ ...order, giftMessage: 'Happy Diwali' });
    const slip = await screen.findByLabelText('Packing slip of order #0012');
    expect(slip).toHaveTextContent('DELIVERY');
    expect(slip).toHaveTextContent('CustomerAsha Verma');
    expect(slip).toHaveTextContent('Address22 Daryaganj, 110006');
    expect(slip).toHaveTextContent('Preferred dateFri, 17 Jan, 2025');
    expect(slip).toHaveTextContent('PaymentTo collect ₹1,360');
    expect(slip).toHaveTextContent('Best before 27 Jan 2025');
    expect(slip).toHaveTextContent('3 packs in all');
    expect(within(slip).getByRole('region', { name: 'Gift message' })).toHaveTextContent('Happy Diwali');
    expect(document.title).toMatch(/^Packing slip #0012 · /);
  });

  it('speaks Hindi on a Hindi page, the toolbar and the slip alike', async () => {
    await i18n.changeLanguage('hi');
    renderSlip({ ...order, giftMessage: 'दीवाली मुबारक' });
    const slip = await screen.findByLabelText('ऑर्डर #0012 की पैकिंग पर्ची');
    expect(slip).toHaveAttribute('lang', 'hi');
    expect(slip).toHaveTextContent('पैकिंग पर्ची');
    expect(slip).toHaveTextContent('डिलीवरी');
    expect(slip).toHaveTextContent('ग्राहकAsha Verma');
    expect(slip).toHaveTextContent('पता22 Daryaganj, 110006');
    expect(slip).toHaveTextContent('चाही गई तारीखशुक्र, 17 जन॰ 2025');
    expect(slip).toHaveTextContent('भुगतान₹1,360 लेने हैं');
    expect(slip).toHaveTextContent('27 जन॰ 2025 तक इस्तेमाल करें');
    expect(slip).toHaveTextContent('कुल 3 पैक');
    expect(
      within(slip)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['सामान', 'पैक', 'मात्रा']);
    expect(within(slip).getByRole('region', { name: 'उपहार संदेश' })).toHaveTextContent('दीवाली मुबारक');
    expect(screen.getByRole('button', { name: 'छापें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डर पर वापस' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'कागज़' })).toHaveTextContent('रोल (80 mm)');
    expect(document.title).toMatch(/^पैकिंग पर्ची #0012 · /);
    expect(document.body).not.toHaveTextContent(
      /Packing slip|DELIVERY|Customer|Mobile|Address|Preferred|Placed|Payment|collect|Best before|packs|Gift|Print|Back to orders|Roll/,
    );
  });

  it("prints in the order's language when the order says which, whatever the page's", async () => {
    await i18n.changeLanguage('hi');
    renderSlip({ ...order, language: 'en' });
    const slip = await screen.findByLabelText('Packing slip of order #0012');
    expect(slip).toHaveAttribute('lang', 'en');
    expect(slip).toHaveTextContent('PaymentTo collect ₹1,360');
    expect(slip).toHaveTextContent('Best before 27 Jan 2025');
    expect(screen.getByRole('button', { name: 'छापें' })).toBeInTheDocument();
  });
});
