import type { ProductionList, RunSheet, RunSheetOrder } from '@halwai/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { json } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { ProductionListPage } from './production-list-page';
import { RunSheetPage } from './run-sheet-page';
import { runSheetBySlot } from './slot-groups';

const order = (id: number, pincode: string, slot: string | null, toCollect: number): RunSheetOrder => ({
  id,
  customerName: `Customer ${id}`,
  customerMobile: '9876543210',
  address: `${id} Daryaganj`,
  pincode,
  slot,
  total: toCollect || 100,
  paid: toCollect === 0,
  toCollect,
});

const sheet: RunSheet = {
  date: '2026-11-08',
  timeZone: 'Asia/Kolkata',
  orders: 4,
  toCollect: 450.5,
  pincodes: [
    { pincode: '110006', toCollect: 350.5, orders: [order(1, '110006', '16:00-18:00', 100.25), order(2, '110006', null, 150), order(3, '110006', '10:00-12:00', 100.25)] },
    { pincode: '110007', toCollect: 100, orders: [order(4, '110007', '16:00-18:00', 100)] },
  ],
};

const item = (name: string, quantity: number, orders: number) => ({ productId: 1, name, variant: '500 g', quantity, orders });
const production: ProductionList = {
  date: '2026-11-08',
  timeZone: 'Asia/Kolkata',
  orders: 3,
  items: [item('Kaju Katli', 5, 3)],
  slots: [
    { slot: '10:00-12:00', orders: 2, items: [item('Kaju Katli', 3, 2)] },
    { slot: null, orders: 1, items: [item('Kaju Katli', 2, 1)] },
  ],
};

describe('runSheetBySlot', () => {
  it('groups by slot in time order with the orders without one last, then by pincode, summing what to collect', () => {
    const groups = runSheetBySlot(sheet);
    expect(groups.map((g) => [g.slot, g.orders])).toEqual([
      ['10:00-12:00', 1],
      ['16:00-18:00', 2],
      [null, 1],
    ]);
    expect(groups[1]!.pincodes.map((p) => [p.pincode, p.toCollect, p.orders.map((o) => o.id)])).toEqual([
      ['110006', 100.25, [1]],
      ['110007', 100, [4]],
    ]);
  });

  it('keeps a day without slots as one group', () => {
    const plain = { ...sheet, pincodes: sheet.pincodes.map((p) => ({ ...p, orders: p.orders.map((o) => ({ ...o, slot: null })) })) };
    expect(runSheetBySlot(plain).map((g) => g.slot)).toEqual([null]);
  });
});

describe('the printed lists by slot', () => {
  it('heads the run sheet by slot, then pincode, with "No slot" last', async () => {
    renderStaffPage(<RunSheetPage />, {
      path: '/admin/orders/run-sheet',
      handlers: { 'GET /api/admin/reports/run-sheet': () => json(sheet) },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '10:00 AM – 12:00 PM · 1 order',
      '4:00 PM – 6:00 PM · 2 orders',
      'No slot · 1 order',
    ]);
    const evening = screen.getByRole('region', { name: '4:00 PM – 6:00 PM' });
    expect(within(evening).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Pincode 110006 · collect ₹100.25',
      'Pincode 110007 · collect ₹100',
    ]);
  });

  it('heads the production list by slot, and in Hindi on a Hindi page', async () => {
    const handlers = { 'GET /api/admin/reports/production': () => json(production) };
    const english = renderStaffPage(<ProductionListPage />, { path: '/admin/orders/production', handlers });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['10:00 AM – 12:00 PM · 2 orders', 'No slot · 1 order']);
    const morning = screen.getByRole('table', { name: 'Production list, 10:00 AM – 12:00 PM' });
    expect(within(morning).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Kaju Katli', '500 g', '3', '2']);
    english.unmount();

    await i18n.changeLanguage('hi');
    renderStaffPage(<ProductionListPage />, { path: '/admin/orders/production', handlers });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['सुबह 10:00 – दोपहर 12:00 · 2 ऑर्डर', 'बिना स्लॉट · 1 ऑर्डर']);
  });

  it('prints the production list as one table when no order has a slot', async () => {
    renderStaffPage(<ProductionListPage />, {
      path: '/admin/orders/production',
      handlers: { 'GET /api/admin/reports/production': () => json({ ...production, slots: [{ slot: null, orders: 3, items: production.items }] }) },
    });
    expect(await screen.findByRole('table', { name: 'Production list' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
