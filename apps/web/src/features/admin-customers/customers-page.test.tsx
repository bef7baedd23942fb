import { NOT_PAID, type AdminOrder, type CustomerSummary } from '@halwai/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { callsTo, json, problem, type ApiHandlers } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { CustomersPage } from './customers-page';

const asha: CustomerSummary = {
  mobile: '9876501234',
  names: ['Asha V', 'Asha Verma'],
  orders: 3,
  totalSpent: 3450,
  lastOrderAt: '2026-11-25T10:30:00Z',
};
const ravi: CustomerSummary = {
  mobile: '9811122233',
  names: ['Ravi Kumar'],
  orders: 1,
  totalSpent: 1150,
  lastOrderAt: '2026-11-20T05:00:00Z',
};

const order = (id: number, over: Partial<AdminOrder> = {}): AdminOrder => ({
  id,
  customerName: 'Asha V',
  customerMobile: asha.mobile,
  orderDate: '2026-11-25T10:30:00Z',
  orderStatus: 0,
  status: 'pending',
  history: [],
  fulfilment: { type: 'pickup', deliveryCharge: 0 },
  items: [{ id: 1, name: 'Kaju Katli', variant: '1 kg', quantity: 2, price: 1150 }],
  orderTotal: 2300,
  paid: false,
  payment: { ...NOT_PAID, flag: null },
  ...over,
});

function renderCustomers(handlers: ApiHandlers) {
  return renderStaffPage(<CustomersPage />, { path: '/admin/customers', handlers });
}

describe('CustomersPage', { timeout: 20_000 }, () => {
  it('lists one row per mobile with names, orders, total spent and last order; searching asks the server', async () => {
    const { fetchMock, user } = renderCustomers({
      'GET /api/admin/customers': ({ url }) => json(url.searchParams.get('q') === 'ravi' ? [ravi] : [asha, ravi]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Customers' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Asha V');
    expect(cards[0]).toHaveTextContent('also Asha Verma');
    expect(cards[0]).toHaveTextContent('+91 98765 01234 · 3 orders');
    expect(cards[0]).toHaveTextContent('₹3,450');
    expect(cards[1]).toHaveTextContent('1 order');
    expect(screen.getByRole('status')).toHaveTextContent('2 customers');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or number' }), 'ravi');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Customers' })).getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET', '/api/admin/customers').at(-1)!.url.searchParams.get('q')).toBe('ravi');
  });

  it("opens a customer's orders from their row", async () => {
    const { fetchMock, user } = renderCustomers({
      'GET /api/admin/customers': () => json([asha]),
      [`GET /api/admin/customers/${asha.mobile}/orders`]: () =>
        json([
          order(14),
          order(12, {
            status: 'cancelled',
            orderStatus: 2,
            customerName: 'Asha Verma',
            fulfilment: { type: 'delivery', deliveryCharge: 0 },
          }),
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Orders of Asha V, +91 98765 01234' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asha V' });
    expect(dialog).toHaveTextContent('3 orders · spent ₹3,450');
    expect(within(dialog).getByRole('link', { name: 'Call +91 98765 01234' })).toHaveAttribute('href', 'tel:+919876501234');
    const orders = await within(dialog).findAllByRole('listitem');
    expect(orders).toHaveLength(2);
    expect(orders[0]).toHaveTextContent('Order #0014');
    expect(orders[0]).toHaveTextContent('Kaju Katli 1 kg × 2');
    expect(orders[1]).toHaveTextContent('Cancelled');
    expect(orders[1]).toHaveTextContent('Asha Verma · Delivery');
    expect(within(orders[0]!).getByRole('link', { name: 'View order #0014' })).toHaveAttribute('href', '/order-successful/14');
    expect(callsTo(fetchMock, 'GET', `/api/admin/customers/${asha.mobile}/orders`)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('downloads the CSV of the same search, and says so when it fails', async () => {
    // jsdom has no object URLs, and no downloads: the file is handed to a link that is clicked.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:customers');
    class TestURL extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    }
    vi.stubGlobal('URL', TestURL);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let fail = false;
    const { fetchMock, user } = renderCustomers({
      'GET /api/admin/customers': () => json([asha]),
      'GET /api/admin/customers.csv': () =>
        fail
          ? problem(401, 'Please sign in to continue')
          : new Response('\uFEFFmobile,names\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    await screen.findByRole('list', { name: 'Customers' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(callsTo(fetchMock, 'GET', '/api/admin/customers.csv')[0]!.headers.get('Authorization')).toBe('Bearer tok');
    // An English page asks for the English sheet; a Hindi page for the Hindi one.
    expect(callsTo(fetchMock, 'GET', '/api/admin/customers.csv')[0]!.url.searchParams.has('lang')).toBe(false);
    await i18n.changeLanguage('hi');
    await user.click(screen.getByRole('button', { name: 'CSV डाउनलोड करें' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/customers.csv')).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET', '/api/admin/customers.csv')[1]!.url.searchParams.get('lang')).toBe('hi');
    await i18n.changeLanguage('en');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to continue');
  });

  it('says when nobody has ordered yet, and when a search finds nobody', async () => {
    const { user } = renderCustomers({ 'GET /api/admin/customers': () => json([]) });
    expect(await screen.findByText('No customers yet. Each one appears here with their first order.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or number' }), 'zz');
    expect(await screen.findByText('No customer matches “zz”.')).toBeInTheDocument();
  });

  it('speaks Hindi when the shop does', async () => {
    await i18n.changeLanguage('hi');
    renderCustomers({ 'GET /api/admin/customers': () => json([asha]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'ग्राहक' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'नाम या नंबर से खोजें' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Asha V, +91 98765 01234 के ऑर्डर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
  });

  it('names a customer’s items in Hindi on a Hindi page, where they were sold with a Hindi name', async () => {
    await i18n.changeLanguage('hi');
    const items = [
      { id: 1, name: 'Kaju Katli', nameHi: 'काजू कतली', variant: '1 kg', quantity: 2, price: 1150 },
      { id: 2, name: 'Aloo Bhujia', variant: '400 g', quantity: 1, price: 120 },
    ];
    const { user } = renderCustomers({
      'GET /api/admin/customers': () => json([asha]),
      [`GET /api/admin/customers/${asha.mobile}/orders`]: () => json([order(14, { items })]),
    });
    await user.click(await screen.findByRole('button', { name: 'Asha V, +91 98765 01234 के ऑर्डर' }));
    const [line] = await within(await screen.findByRole('dialog', { name: 'Asha V' })).findAllByRole('listitem');
    expect(line).toHaveTextContent('काजू कतली 1 kg × 2, Aloo Bhujia 400 g × 1');
  });
});
