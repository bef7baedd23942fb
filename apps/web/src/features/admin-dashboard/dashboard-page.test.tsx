import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STEPS, type LowStockItem, type Outlet, type SalesReport } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { json } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { DashboardPage } from './dashboard-page';

const report = (): SalesReport => ({
  from: '2026-11-07',
  to: '2026-11-07',
  timeZone: 'Asia/Kolkata',
  orders: 3,
  revenue: 1500,
  paidRevenue: 1000,
  unpaidRevenue: 500,
  averageOrderValue: 500,
  cancelled: 1,
  byStatus: {
    ...Object.fromEntries(ORDER_STEPS.map((step) => [step, 0])),
    completed: 3,
    cancelled: 1,
  } as SalesReport['byStatus'],
  byDay: [{ date: '2026-11-07', orders: 3, revenue: 1500 }],
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 18 ? 3 : 0 })),
  topItems: [{ productId: 1, name: 'Kaju Katli', quantity: 2, revenue: 1000 }],
  rating: { average: 4.5, count: 1 },
  byMethod: [
    { method: 'cash', orders: 1, revenue: 500 },
    { method: 'online', orders: 1, revenue: 500 },
  ],
  byChannel: [
    { channel: 'web', orders: 2, revenue: 1000 },
    { channel: 'counter', orders: 1, revenue: 500 },
    { channel: 'phone', orders: 0, revenue: 0 },
  ],
});

const lowStock: LowStockItem[] = [
  { id: 1, name: 'Kaju Katli', stock: 0.5, itemType: 'ByKilo', packsLeft: 1, label: '500 g', outletId: 1, outletName: 'Chandni Chowk' },
  { id: 2, name: 'Rasgulla', stock: 0, itemType: 'ByPieces', packsLeft: 0, label: '6 pcs', outletId: 1, outletName: 'Chandni Chowk' },
];

/** `mine`: the outlets the account works at (every one unless given). */
function renderDashboard(sales: SalesReport = report(), low: LowStockItem[] = lowStock, outlets: Outlet[] = [], mine?: number[]) {
  return renderStaffPage(<DashboardPage />, {
    path: '/admin/dashboard',
    handlers: {
      'GET /api/admin/reports/sales': () => json(sales),
      'GET /api/admin/stock/low': () => json(low),
      'GET /api/admin/outlets': () => json(outlets),
      'GET /api/counter/outlets': () =>
        json(outlets.filter((o) => o.active).map((o) => ({ id: o.id, name: o.name, nameHi: o.nameHi, mine: mine?.includes(o.id) ?? true }))),
    },
  });
}

const outletFigures = (outletId: number, name: string, nameHi: string | null, orders: number, revenue: number, paid: number) => ({
  outletId,
  name,
  nameHi,
  orders,
  revenue,
  paidRevenue: paid,
  unpaidRevenue: revenue - paid,
  averageOrderValue: revenue / orders,
  cancelled: outletId === 1 ? 1 : 0,
});
const twoOutlets = (): SalesReport => ({
  ...report(),
  byOutlet: [outletFigures(1, 'Chandni Chowk', null, 2, 1000, 500), outletFigures(2, 'Koramangala', 'कोरमंगला', 1, 500, 500)],
});
const outlet = (id: number, name: string, gstin: string | null): Outlet => ({
  id,
  name,
  nameHi: null,
  address: 'somewhere',
  phone: '9811122334',
  openingHours: null,
  holidays: null,
  pickup: true,
  delivery: null,
  gstin,
  email: null,
  active: true,
});

beforeEach(() => {
  // jsdom has no layout; the charts watch their size.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('DashboardPage', { timeout: 20_000 }, () => {
  it('flags the items sold below zero apart from the low ones, each linking to its product', async () => {
    renderDashboard(report(), [
      { id: 7, name: 'Besan Ladoo', stock: -1.5, itemType: 'ByKilo', packsLeft: -3, label: '500 g', outletId: 1, outletName: 'Chandni Chowk' },
      ...lowStock,
    ]);
    const below = await screen.findByRole('region', { name: 'Below zero' });
    expect(within(below).getByRole('link', { name: 'Besan Ladoo' })).toHaveAttribute('href', '/admin/update-product/7');
    expect(below).toHaveTextContent('stock -1.5 kg');
    const low = screen.getByRole('region', { name: 'Low stock' });
    expect(within(low).queryByText('Besan Ladoo')).toBeNull();
  });

  it('shows the figures, steps, top items, takings and low stock in English', async () => {
    renderDashboard();
    expect(await screen.findByLabelText('Revenue: ₹1,500')).toBeInTheDocument();
    expect(screen.getByText('1 of 4 orders')).toBeInTheDocument();
    expect(screen.getByText('1 rating from customers')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Takings by payment method' })).toHaveTextContent('Online (method not known yet)');
    const low = await screen.findByRole('region', { name: 'Low stock' });
    expect(low).toHaveTextContent('Kaju Katli: 1 × 500 g left (stock 0.5 kg)');
    expect(low).toHaveTextContent('Rasgulla: sold out (stock 0 pieces)');
  });

  it('shows the web, counter and phone split of orders and sales', async () => {
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Sales by channel' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Channel', 'Orders', 'Sales', 'Share of sales'],
      ['Website', '2', '₹1,000', '67%'],
      ['Counter', '1', '₹500', '33%'],
      ['Phone', '0', '₹0', '0%'],
    ]);
  });

  it('shows the channel split without shares when nothing was sold, and leaves it out of a report that has none', async () => {
    const quiet = { ...report(), byChannel: report().byChannel!.map((c) => ({ ...c, orders: 0, revenue: 0 })) };
    const { unmount } = renderDashboard(quiet);
    const table = await screen.findByRole('table', { name: 'Sales by channel' });
    expect(within(table).getAllByRole('cell', { name: '—' })).toHaveLength(3);
    unmount();
    const { byChannel: _none, ...older } = report();
    renderDashboard(older);
    await screen.findByLabelText('Revenue: ₹1,500');
    expect(screen.queryByRole('table', { name: 'Sales by channel' })).not.toBeInTheDocument();
  });

  it('splits orders and sales by outlet with the whole shop below, only when there are several', async () => {
    const { unmount } = renderDashboard(twoOutlets());
    const table = await screen.findByRole('table', { name: 'Sales by outlet' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Outlet', 'Orders', 'Sales', 'Paid', 'Unpaid', 'Cancelled'],
      ['Chandni Chowk', '2', '₹1,000', '₹500', '₹500', '1'],
      ['Koramangala', '1', '₹500', '₹500', '₹0', '0'],
      ['All outlets', '3', '₹1,500', '₹1,000', '₹500', '1'],
    ]);
    unmount();
    renderDashboard({ ...report(), byOutlet: [outletFigures(1, 'Chandni Chowk', null, 3, 1500, 1000)] });
    await screen.findByLabelText('Revenue: ₹1,500');
    expect(screen.queryByRole('table', { name: 'Sales by outlet' })).not.toBeInTheDocument();
  });

  it('names the outlets in Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    const low: LowStockItem[] = [{ ...lowStock[0]!, outletId: 2, outletName: 'Koramangala', outletNameHi: 'कोरमंगला' }];
    renderDashboard(twoOutlets(), low, [outlet(1, 'Chandni Chowk', null), outlet(2, 'Koramangala', null)]);
    const table = await screen.findByRole('table', { name: 'आउटलेट के हिसाब से बिक्री' });
    expect(within(table).getByText('कोरमंगला')).toBeInTheDocument();
    expect(within(table).getByText('Chandni Chowk')).toBeInTheDocument();
    expect(within(table).getByText('सभी आउटलेट')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'कम स्टॉक' });
    await waitFor(() => expect(list).toHaveTextContent('Kaju Katli कोरमंगला में: 1 × 500 g बचे (स्टॉक 0.5 किलो)'));
    await i18n.changeLanguage('en');
  });

  it("lets the GST return be chosen for an outlet's own GSTIN when there is one", async () => {
    const { user } = renderDashboard(report(), lowStock, [
      outlet(1, 'Chandni Chowk', null),
      outlet(2, 'Koramangala', '29AAPFU0939F1ZT'),
      outlet(3, 'Indiranagar', '29AAPFU0939F1ZT'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'GST return' }));
    const dialog = await screen.findByRole('dialog', { name: 'GST return (GSTR-1)' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'GSTIN' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([expect.stringMatching(/\(the shop\)$/), '29AAPFU0939F1ZT (Koramangala, Indiranagar)']);
  });

  it("offers an account limited to outlets only its outlets' GSTINs, and names each low item's outlet", async () => {
    const shops = [outlet(1, 'Chandni Chowk', null), outlet(2, 'Koramangala', '29AAPFU0939F1ZT'), outlet(3, 'Mysuru', '29AAPFU0939F2ZS')];
    const low: LowStockItem[] = [{ ...lowStock[0]!, outletId: 2, outletName: 'Koramangala', outletNameHi: 'कोरमंगला' }];
    const { user } = renderDashboard(report(), low, shops, [2, 3]);
    const list = await screen.findByRole('region', { name: 'Low stock' });
    expect(await within(list).findByText(/at Koramangala/)).toBeInTheDocument();
    expect(list).toHaveTextContent('Kaju Katli at Koramangala: 1 × 500 g left (stock 0.5 kg)');

    await user.click(screen.getByRole('button', { name: 'GST return' }));
    const dialog = await screen.findByRole('dialog', { name: 'GST return (GSTR-1)' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'GSTIN' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['29AAPFU0939F1ZT (Koramangala)', '29AAPFU0939F2ZS (Mysuru)']);
  });

  it('says a range without orders in words instead of drawing charts of zeros', async () => {
    const none: SalesReport = {
      ...report(),
      orders: 0,
      revenue: 0,
      paidRevenue: 0,
      unpaidRevenue: 0,
      averageOrderValue: 0,
      cancelled: 0,
      byDay: [{ date: '2026-11-07', orders: 0, revenue: 0 }],
      byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0 })),
      topItems: [],
    };
    renderDashboard(none);
    expect(await screen.findAllByText('No orders in these days yet: the charts fill in as orders come.')).toHaveLength(2);
    expect(document.body).not.toHaveTextContent(/0\.0/);
  });

  it('speaks Hindi: figures, periods, charts, steps, tables, low stock and the GST return dialog', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderDashboard();
    expect(await screen.findByLabelText('बिक्री: ₹1,500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeInTheDocument();
    expect(document.title).toMatch(/^डैशबोर्ड · /);
    const period = screen.getByRole('group', { name: 'अवधि' });
    expect(
      within(period)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['आज', 'पिछले 7 दिन', 'पिछले 30 दिन']);
    expect(screen.getByText('4 में से 1 ऑर्डर')).toBeInTheDocument();
    expect(screen.getByText('ग्राहकों से 1 रेटिंग')).toBeInTheDocument();
    for (const heading of [
      'दिन के हिसाब से बिक्री',
      'घंटे के हिसाब से ऑर्डर',
      'चरण के हिसाब से ऑर्डर',
      'सबसे ज़्यादा बिके',
      'भुगतान के तरीक़े से कमाई',
      'कहाँ से कितनी बिक्री',
    ])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText('पूरा हुआ')).toBeInTheDocument();
    const takings = screen.getByRole('table', { name: 'भुगतान के तरीक़े से कमाई' });
    expect(takings).toHaveTextContent('नकद');
    expect(takings).toHaveTextContent('ऑनलाइन (तरीक़ा अभी पता नहीं)');
    const channels = screen.getByRole('table', { name: 'कहाँ से कितनी बिक्री' });
    for (const word of ['वेबसाइट', 'काउंटर', 'फ़ोन', 'बिक्री में हिस्सा']) expect(channels).toHaveTextContent(word);
    const low = await screen.findByRole('region', { name: 'कम स्टॉक' });
    expect(low).toHaveTextContent('Kaju Katli: 1 × 500 g बचे (स्टॉक 0.5 किलो)');
    expect(low).toHaveTextContent('Rasgulla: ख़त्म (स्टॉक 0 पीस)');

    await user.click(screen.getByRole('button', { name: 'GST रिटर्न' }));
    const dialog = screen.getByRole('dialog', { name: 'GST रिटर्न (GSTR-1)' });
    expect(within(dialog).getByLabelText('महीना')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    for (const english of [
      'Revenue',
      'Today',
      'Orders by step',
      'Top items',
      'Low stock',
      'Cash',
      'GST return',
      'Sales by channel',
      'Website',
      'Counter',
    ])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('names the best sellers and the items running low in Hindi on a Hindi page, where they have Hindi names', async () => {
    await i18n.changeLanguage('hi');
    const withHindi = {
      ...report(),
      topItems: [{ productId: 1, name: 'Kaju Katli', nameHi: 'काजू कतली', quantity: 2, revenue: 1000 }],
    };
    renderStaffPage(<DashboardPage />, {
      path: '/admin/dashboard',
      handlers: {
        'GET /api/admin/reports/sales': () => json(withHindi),
        'GET /api/admin/stock/low': () => json([{ ...lowStock[0]!, nameHi: 'काजू कतली' }, lowStock[1]!]),
      },
    });
    const top = await screen.findByRole('table', { name: 'सबसे ज़्यादा बिके' });
    expect(within(top).getByRole('cell', { name: 'काजू कतली' })).toBeInTheDocument();
    const low = await screen.findByRole('region', { name: 'कम स्टॉक' });
    expect(low).toHaveTextContent('काजू कतली: 1 × 500 g बचे (स्टॉक 0.5 किलो)');
    expect(low).toHaveTextContent('Rasgulla: ख़त्म (स्टॉक 0 पीस)');
    expect(document.body).not.toHaveTextContent('Kaju Katli');
  });
});
