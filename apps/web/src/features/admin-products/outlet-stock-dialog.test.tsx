import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { say, type Outlet } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { saveSession } from '../../lib/session';
import { callsTo, json, mockApi, problem, type ApiHandlers } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { ProductTablePage } from './product-table-page';

const outlet = (id: number, name: string, nameHi: string | null, active = true): Outlet => ({
  id,
  name,
  nameHi,
  address: '',
  phone: '',
  openingHours: null,
  holidays: null,
  pickup: true,
  delivery: null,
  gstin: null,
  email: null,
  active,
});
const outlets = [outlet(1, 'Main Bazaar', 'मेन बाज़ार'), outlet(2, 'Station Road', 'स्टेशन रोड'), outlet(3, 'Old Shop', null, false)];

const summary = { id: 1, name: 'Kaju Katli', price: 200, priceUnit: '250 g', itemType: 'ByKilo' as const, isAvailable: true, stock: 12.5 };
const staffProduct = (byOutlet: Array<{ outletId: number; stock: number }>) => ({
  ...summary,
  stock: byOutlet.reduce((sum, s) => sum + s.stock, 0),
  stockByOutlet: byOutlet,
  category: 'Sweets',
  description: '',
  thumbnail: '',
  prices: [],
  barcode: null,
  pricePerKg: null,
});

function renderTable(handlers: ApiHandlers = {}) {
  saveSession({ token: 'tok', email: 'owner@halwai.in' });
  const fetchMock = mockApi({
    'GET /api/Items/GetProductDetails': () => json([summary]),
    'GET /api/admin/back-in-stock': () => json([]),
    'GET /api/admin/outlets': () => json(outlets),
    'GET /api/counter/outlets': () => json(outlets.filter((o) => o.active).map((o) => ({ id: o.id, name: o.name, nameHi: o.nameHi, mine: true }))),
    ...handlers,
  });
  renderRoute(<ProductTablePage />, { path: '/admin/products' });
  return { user: userEvent.setup({ delay: null }), fetchMock };
}

describe('Stock at several outlets', () => {
  it("shows the total in the table and each open outlet's stock in the dialog, and sets the chosen outlet's", async () => {
    let byOutlet = [
      { outletId: 1, stock: 10 },
      { outletId: 2, stock: 2.5 },
    ];
    const { user, fetchMock } = renderTable({
      'GET /api/admin/products/1': () => json(staffProduct(byOutlet)),
      'PUT /api/admin/products/1/stock': () => {
        byOutlet = [byOutlet[0]!, { outletId: 2, stock: 4 }];
        return json({ id: 1, stock: 14 });
      },
    });
    const open = await screen.findByRole('button', { name: 'Stock by outlet: Kaju Katli' });
    expect(open).toHaveTextContent('12.5 kg');
    expect(screen.queryByRole('textbox', { name: 'Stock: Kaju Katli' })).not.toBeInTheDocument();
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Stock of Kaju Katli by outlet' });
    expect(await within(dialog).findByRole('textbox', { name: 'Stock of Kaju Katli at Main Bazaar' })).toHaveValue('10');
    expect(within(dialog).getByRole('textbox', { name: 'Stock of Kaju Katli at Station Road' })).toHaveValue('2.5');
    // A closed outlet is not offered.
    expect(within(dialog).queryByText('Old Shop')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Total: 12.5 kg')).toBeInTheDocument();

    const station = within(dialog).getByRole('textbox', { name: 'Stock of Kaju Katli at Station Road' });
    await user.clear(station);
    await user.type(station, '4');
    const setButtons = within(dialog).getAllByRole('button', { name: 'Set' });
    await user.click(setButtons[1]!);
    expect(await screen.findByText('Kaju Katli: stock at Station Road set to 4 kg.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/admin/products/1/stock');
    expect(JSON.parse(String(call!.body))).toEqual({ stock: 4, outletId: 2, reason: 'Set from the product list' });
    expect(await within(dialog).findByText('Total: 14 kg')).toBeInTheDocument();
  });

  it('moves stock between outlets and shows the new stock', async () => {
    let byOutlet = [
      { outletId: 1, stock: 10 },
      { outletId: 2, stock: 2.5 },
    ];
    const { user, fetchMock } = renderTable({
      'GET /api/admin/products/1': () => json(staffProduct(byOutlet)),
      'POST /api/admin/transfers': () => {
        byOutlet = [
          { outletId: 1, stock: 7 },
          { outletId: 2, stock: 5.5 },
        ];
        return json({ from: 1, to: 2, lines: [{ productId: 1, quantity: 3, fromStock: 7, toStock: 5.5 }] });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Stock by outlet: Kaju Katli' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of Kaju Katli by outlet' });
    await user.click(await within(dialog).findByRole('button', { name: 'Move stock: Kaju Katli' }));
    const move = await screen.findByRole('dialog', { name: 'Move Kaju Katli' });
    expect(within(move).getByRole('combobox', { name: 'From' })).toHaveDisplayValue('Main Bazaar');
    expect(within(move).getByRole('combobox', { name: 'To' })).toHaveDisplayValue('Station Road');
    await user.type(within(move).getByRole('textbox', { name: 'How much' }), '3');
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved 3 kg of Kaju Katli from Main Bazaar to Station Road.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/transfers');
    expect(JSON.parse(String(call!.body))).toEqual({ from: 1, to: 2, lines: [{ productId: 1, quantity: 3 }] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move Kaju Katli', hidden: true })).not.toBeInTheDocument());
    expect(await within(dialog).findByText('Total: 12.5 kg')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Stock of Kaju Katli at Main Bazaar' })).toHaveValue('7'));
    expect(within(dialog).getByRole('textbox', { name: 'Stock of Kaju Katli at Station Road' })).toHaveValue('5.5');
  });

  it("shows an account limited to an outlet only that outlet's stock, and moves stock only from it", async () => {
    const { user, fetchMock } = renderTable({
      'GET /api/admin/products/1': () =>
        json(
          staffProduct([
            { outletId: 1, stock: 10 },
            { outletId: 2, stock: 2.5 },
          ]),
        ),
      'GET /api/counter/outlets': () =>
        json([
          { id: 1, name: 'Main Bazaar', nameHi: null, mine: false },
          { id: 2, name: 'Station Road', nameHi: null, mine: true },
        ]),
      'POST /api/admin/transfers': () => json({ from: 2, to: 1, lines: [{ productId: 1, quantity: 1, fromStock: 1.5, toStock: 11 }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Stock by outlet: Kaju Katli' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock of Kaju Katli by outlet' });
    expect(await within(dialog).findByRole('textbox', { name: 'Stock of Kaju Katli at Station Road' })).toHaveValue('2.5');
    expect(within(dialog).queryByRole('textbox', { name: 'Stock of Kaju Katli at Main Bazaar' })).not.toBeInTheDocument();
    // The total is the product's, over every outlet.
    expect(within(dialog).getByText('Total: 12.5 kg')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Move stock: Kaju Katli' }));
    const move = await screen.findByRole('dialog', { name: 'Move Kaju Katli' });
    const from = within(move).getByRole('combobox', { name: 'From' });
    expect(within(from).getAllByRole('option').map((o) => o.textContent)).toEqual(['Station Road']);
    expect(within(move).getByRole('combobox', { name: 'To' })).toHaveDisplayValue('Main Bazaar');
    await user.type(within(move).getByRole('textbox', { name: 'How much' }), '1');
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    await screen.findByText('Moved 1 kg of Kaju Katli from Station Road to Main Bazaar.');
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/transfers');
    expect(JSON.parse(String(call!.body))).toEqual({ from: 2, to: 1, lines: [{ productId: 1, quantity: 1 }] });
  });

  it("shows the server's refusal at the quantity, in Hindi on a Hindi page", async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderTable({
      'GET /api/admin/products/1': () => json(staffProduct([{ outletId: 1, stock: 2 }])),
      'POST /api/admin/transfers': () =>
        problem(409, say('stock.transferTooLittle', 'Kaju Katli', 2), { 'lines.0.quantity': [say('stock.transferTooLittle', 'Kaju Katli', 2)] }),
    });
    await user.click(await screen.findByRole('button', { name: 'आउटलेट के हिसाब से स्टॉक: Kaju Katli' }));
    const dialog = await screen.findByRole('dialog', { name: 'आउटलेट के हिसाब से Kaju Katli का स्टॉक' });
    expect(await within(dialog).findByRole('textbox', { name: 'स्टेशन रोड पर Kaju Katli का स्टॉक' })).toHaveValue('0');
    await user.click(within(dialog).getByRole('button', { name: 'स्टॉक भेजें: Kaju Katli' }));
    const move = await screen.findByRole('dialog', { name: 'Kaju Katli भेजें' });
    const quantity = within(move).getByRole('textbox', { name: 'कितना' });
    await user.type(quantity, '5');
    await user.click(within(move).getByRole('button', { name: 'भेजें' }));
    expect(await within(move).findByText('जिस आउटलेट से भेजा जा रहा है वहाँ Kaju Katli सिर्फ़ 2 बचा है; कम भेजें')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
  });

  it("names each history entry's outlet", async () => {
    const { user } = renderTable({
      'GET /api/admin/products/1/stock-history': () =>
        json([
          { at: '2026-11-02T04:30:00Z', by: 'owner@halwai.in', before: 10, after: 7, reason: 'Moved to Station Road', orderId: null, outletId: 1 },
          { at: '2026-11-02T04:30:00Z', by: 'owner@halwai.in', before: 2.5, after: 5.5, reason: 'Moved from Main Bazaar', orderId: null, outletId: 2 },
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Stock history: Kaju Katli' }));
    const history = await screen.findByRole('table', { name: 'Stock history of Kaju Katli' });
    expect(within(history).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Outlet', 'Change', 'Why']);
    expect(within(history).getByText('Main Bazaar')).toBeInTheDocument();
    expect(within(history).getByText('Station Road')).toBeInTheDocument();
  });
});
