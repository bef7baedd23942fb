import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { saveSession } from '../../lib/session';
import { json, mockApi, problem, type ApiHandlers } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { ProductTablePage } from './product-table-page';

const summaries = Array.from({ length: 27 }, (_, i) => ({
  id: i + 1,
  name: `Sweet ${String(i + 1).padStart(2, '0')}`,
  price: 100 + i,
  priceUnit: '250 g',
  itemType: 'ByKilo' as const,
  isAvailable: i !== 2,
  stock: i === 0 ? 12.5 : null,
}));

function renderTable(handlers: ApiHandlers = {}) {
  saveSession({ token: 'tok', email: 'owner@halwai.in' });
  mockApi({ 'GET /api/Items/GetProductDetails': () => json(summaries), 'GET /api/admin/back-in-stock': () => json([]), ...handlers });
  renderRoute(<ProductTablePage />, { path: '/admin/products' });
  return userEvent.setup({ delay: null });
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('ProductTablePage', () => {
  it('shows 25 rows per page and searches by name', async () => {
    const user = renderTable();
    await screen.findByRole('rowheader', { name: 'Sweet 01' });
    expect(rowNames()).toEqual(summaries.slice(0, 25).map((s) => s.name));
    expect(screen.getByText('1–25 of 27')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(rowNames()).toEqual(['Sweet 26', 'Sweet 27']);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'sweet 03');
    expect(rowNames()).toEqual(['Sweet 03']);
  });

  it("shows each price with what it buys and each stock in its unit", async () => {
    const user = renderTable({
      'GET /api/admin/products/1/stock-history': () =>
        json([{ at: '2026-11-02T04:30:00Z', by: 'Order #0012', before: 13, after: 12.5, reason: 'Ordered', orderId: 12 }]),
    });
    const row = (await screen.findByRole('rowheader', { name: 'Sweet 01' })).closest('tr')!;
    expect(within(row).getByText('₹100 / 250 g')).toBeInTheDocument();
    expect(within(row).getByRole('textbox', { name: 'Stock: Sweet 01' })).toHaveValue('12.5');
    expect(within(row).getByText('kg')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Stock history: Sweet 01' }));
    const history = await screen.findByRole('table', { name: 'Stock history of Sweet 01' });
    expect(within(history).getByText('13 kg → 12.5 kg')).toBeInTheDocument();
    expect(within(history).getByText('Order #0012')).toBeInTheDocument();
  });

  it('says how many customers wait to hear a sold-out item is back', async () => {
    renderTable({ 'GET /api/admin/back-in-stock': () => json([{ productId: summaries[2]!.id, waiting: 1, packs: [{ label: '', waiting: 1 }] }]) });
    const row = await screen.findByRole('rowheader', { name: /Sweet 03/ });
    expect(within(row).getByText('1 customer waits to hear it is back')).toBeInTheDocument();
    expect(screen.getAllByText(/waits? to hear it is back/)).toHaveLength(1);
  });

  it('says what the switch did', async () => {
    const user = renderTable({
      'PUT /api/Items/ToggleProductAvailability/ToggleAvailability/3': () => json({ id: 3, isAvailable: true }),
    });
    await user.click(await screen.findByRole('switch', { name: 'Available: Sweet 03' }));
    expect(await screen.findByText('Product "Sweet 03" has been set to Available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('moves the switch back and says so when the server refuses', async () => {
    const user = renderTable({
      'PUT /api/Items/ToggleProductAvailability/ToggleAvailability/1': () => problem(500, 'Something went wrong!'),
    });
    const available = await screen.findByRole('switch', { name: 'Available: Sweet 01' });
    await user.click(available);
    expect(await screen.findByText('Failed to update availability for "Sweet 01".')).toBeInTheDocument();
    await waitFor(() => expect(available).toBeChecked());
  });

  it('speaks Hindi: columns, pages, stock and its history with the reasons in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const user = renderTable({
      'GET /api/admin/products/1/stock-history': () =>
        json([
          { at: '2026-11-02T04:30:00Z', by: 'Order #0012', before: 10, after: 9, reason: 'Ordered', orderId: 12 },
          { at: '2026-11-02T05:30:00Z', by: 'Cancelled order #0012', before: 9, after: 10, reason: 'Order cancelled', orderId: 12 },
          { at: '2026-11-01T03:00:00Z', by: 'owner@halwai.in', before: null, after: 10, reason: 'Set from the product list', orderId: null },
          { at: '2026-10-31T03:00:00Z', by: 'owner@halwai.in', before: null, after: null, reason: 'Fresh batch', orderId: null },
        ]),
    });
    const table = await screen.findByRole('table', { name: 'सामान' });
    await within(table).findByRole('rowheader', { name: 'Sweet 01' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['नाम', 'कीमत', 'स्टॉक', 'उपलब्ध', 'काम']);
    expect(screen.getByText('27 में से 1–25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'अगले पेज पर जाएँ' }));
    expect(screen.getByText('27 में से 26–27')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पिछले पेज पर जाएँ' }));
    expect(screen.getByRole('textbox', { name: 'स्टॉक: Sweet 02' })).toHaveAttribute('placeholder', 'गिनती नहीं');
    expect(within(screen.getByRole('rowheader', { name: 'Sweet 01' }).closest('tr')!).getByText('किलो')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'स्टॉक का इतिहास: Sweet 01' }));
    const history = await screen.findByRole('table', { name: 'Sweet 01 के स्टॉक का इतिहास' });
    expect(within(history).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['कब', 'किसने', 'बदलाव', 'क्यों']);
    expect(within(history).getByText('ऑर्डर हुआ')).toBeInTheDocument();
    expect(within(history).getByText('सामान की सूची से बदला गया')).toBeInTheDocument();
    expect(within(history).getByText('गिनती नहीं → 10 किलो')).toBeInTheDocument();
    expect(within(history).getByText('10 किलो → 9 किलो')).toBeInTheDocument();
    // The "who" of an order and of its cancel in Hindi too; a staff member's email as stored.
    expect(within(history).getByText('ऑर्डर #0012')).toBeInTheDocument();
    expect(within(history).getByText('रद्द ऑर्डर #0012')).toBeInTheDocument();
    expect(within(history).queryByText(/Order #/i)).not.toBeInTheDocument();
    // What staff typed themselves is shown as they typed it.
    expect(within(history).getByText('Fresh batch')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sweet 01 का स्टॉक' })).toBeInTheDocument();
    expect(screen.queryByText('Ordered')).not.toBeInTheDocument();
  });

  it('names the rows in Hindi on a Hindi page where they have Hindi names, and finds them by either name', async () => {
    await i18n.changeLanguage('hi');
    saveSession({ token: 'tok', email: 'owner@halwai.in' });
    mockApi({
      'GET /api/Items/GetProductDetails': () => json([{ ...summaries[0]!, name: 'Kaju Katli', nameHi: 'काजू कतली' }, summaries[1]!]),
      'GET /api/admin/back-in-stock': () => json([]),
    });
    renderRoute(<ProductTablePage />, { path: '/admin/products' });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: 'सामान' });
    expect(await within(table).findByRole('rowheader', { name: 'काजू कतली' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Sweet 02' })).toBeInTheDocument();
    expect(within(table).getByRole('textbox', { name: /काजू कतली/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'सामान खोजें' }), 'kaju');
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['काजू कतली']);
  });
});
