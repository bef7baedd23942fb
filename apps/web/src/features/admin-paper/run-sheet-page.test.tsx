import type { RunSheet } from '@halwai/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { json } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { RunSheetPage } from './run-sheet-page';

const sheet: RunSheet = {
  date: '2025-01-17',
  timeZone: 'Asia/Kolkata',
  orders: 2,
  toCollect: 1360,
  pincodes: [
    {
      pincode: '110006',
      toCollect: 1360,
      orders: [
        {
          id: 12,
          customerName: 'Asha Verma',
          customerMobile: '9876543210',
          address: '22 Daryaganj',
          pincode: '110006',
          total: 1360,
          paid: false,
          toCollect: 1360,
        },
        {
          id: 13,
          customerName: 'Ravi',
          customerMobile: '9876500000',
          address: '4 Chandni Chowk',
          pincode: '110006',
          total: 500,
          paid: true,
          toCollect: 0,
        },
      ],
    },
  ],
};

describe('RunSheetPage', () => {
  it("prints the rider's run sheet in Hindi on a Hindi page", async () => {
    await i18n.changeLanguage('hi');
    renderStaffPage(<RunSheetPage />, {
      path: '/admin/orders/run-sheet',
      handlers: { 'GET /api/admin/reports/run-sheet': () => json(sheet) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'डिलीवरी सूची · शुक्र, 17 जन॰ 2025' })).toBeInTheDocument();
    expect(screen.getByText(/2 डिलीवरी · कुल वसूली/)).toHaveTextContent('₹1,360');
    const group = screen.getByRole('region', { name: 'पिनकोड 110006' });
    expect(within(group).getByRole('heading', { name: 'पिनकोड 110006 · वसूली ₹1,360' })).toBeInTheDocument();
    const table = within(group).getByRole('table', { name: '110006 की डिलीवरी' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ऑर्डर', 'ग्राहक', 'पता', 'वसूली', 'हो गया']);
    expect(table).toHaveTextContent('भुगतान हो गया');
    expect(document.title).toMatch(/^डिलीवरी सूची \d{4}-\d{2}-\d{2} · /);
    expect(document.body).not.toHaveTextContent(
      /Run sheet|deliveries|collect|Pincode|Order|Customer|Address|Done|Paid|Print|Day/,
    );
  });
});
