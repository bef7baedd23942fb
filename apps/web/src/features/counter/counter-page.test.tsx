import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COUNTER_MESSAGES, paise, say, type Catalogue, type CounterSale } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { callsTo, json, problem, type ApiHandlers } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { product } from '../../test/sample-catalogue';
import { CounterPage } from './counter-page';

const catalogue: Catalogue = {
  categories: [
    { id: 1, name: 'Sweets', nameHi: 'मिठाई' },
    { id: 2, name: 'Namkeen' },
  ],
  subcategories: [
    { id: 10, name: 'Barfi', categoryId: 1 },
    { id: 20, name: 'Snacks', categoryId: 2 },
  ],
  items: [
    product({
      id: 1,
      name: 'Kaju Katli',
      nameHi: 'काजू कतली',
      prices: [
        { label: '250 g', price: 150 },
        { label: '1 kg', price: 560 },
      ],
    }),
    product({
      id: 2,
      name: 'Soan Papdi',
      itemType: 'ByPackets',
      prices: [
        { label: '250 g', price: 120 },
        { label: '500 g', price: 230 },
      ],
    }),
    product({
      id: 3,
      name: 'Aloo Bhujia',
      categoryId: 2,
      subCategoryId: 20,
      itemType: 'ByPackets',
      prices: [{ label: '400 g', price: 110 }],
    }),
  ],
};

const sale = (over: Partial<CounterSale> = {}) =>
  ({
    id: 41,
    invoiceNumber: 'C/2026-27/000041',
    change: 84,
    accessKey: 'k',
    channel: 'counter',
    status: 'completed',
    paid: true,
    ...over,
  }) as CounterSale;

const handlers = (more: ApiHandlers = {}): ApiHandlers => ({
  'GET /api/catalogue': () => json(catalogue),
  'GET /api/counter/settings': () =>
    json({
      quickKeys: [{ productId: 2, variant: '500 g' }],
      scaleItemDigits: 5,
      cashierDiscountLimit: 50,
      refundDays: 7,
      invoicePrefix: 'C',
    }),
  'GET /api/counter/items': () =>
    json([
      { productId: 1, itemType: 'ByKilo', pricePerKg: null },
      { productId: 2, itemType: 'ByPackets', pricePerKg: null },
      { productId: 3, itemType: 'ByPackets', pricePerKg: null },
    ]),
  'GET /api/counter/shifts/current': () => problem(404, say('counter.shiftNotFound', 0)),
  'GET /api/counter/scan': ({ url }) => {
    const code = url.searchParams.get('code');
    if (code === '8901234567890') return json({ productId: 3, variant: '400 g' });
    if (code === '2000001003505') return json({ productId: 1, weightGrams: 350 });
    return problem(404, say('counter.scanUnknown', code ?? ''));
  },
  ...more,
});

const renderCounter = (more?: ApiHandlers) => renderStaffPage(<CounterPage />, { path: '/counter', handlers: handlers(more) });
const bill = () => within(screen.getByRole('region', { name: 'Bill' }));

describe('CounterPage', () => {
  it('adds what a scanner types outside the fields: a pack by its barcode, a weighed item by its scale label', async () => {
    const { user } = renderCounter();
    await screen.findByRole('group', { name: 'Items' });
    await user.keyboard('8901234567890{Enter}');
    expect(await bill().findByRole('listitem', { name: 'Aloo Bhujia' })).toHaveTextContent('₹110');
    await user.keyboard('2000001003505{Enter}');
    // ₹560 a kilo (its 1 kg pack) × 350 g
    expect(await bill().findByRole('listitem', { name: 'Kaju Katli' })).toHaveTextContent('₹196');
    expect(bill().getByTestId('bill-total')).toHaveTextContent('₹306');
  });

  it('takes a code typed into the search box, and says when no item has it', async () => {
    const { user } = renderCounter();
    const search = await screen.findByRole('searchbox', { name: 'Search items or scan' });
    await user.type(search, '1234567{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(COUNTER_MESSAGES.scanUnknown('1234567'));
    expect(search).toHaveValue('');
    await user.type(search, '8901234567890{Enter}');
    expect(await bill().findByRole('listitem', { name: 'Aloo Bhujia' })).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('finds items by the storefront search, weighs a by-kilo item and asks which pack', async () => {
    const { user } = renderCounter();
    await user.type(await screen.findByRole('searchbox', { name: 'Search items or scan' }), 'kaju katli');
    await user.click(screen.getByRole('button', { name: /Kaju Katli/ }));
    const pad = screen.getByRole('dialog', { name: 'Weigh Kaju Katli' });
    for (const digit of '250') await user.click(within(pad).getByRole('button', { name: digit }));
    await user.click(within(pad).getByRole('button', { name: 'Add to bill' }));
    expect(bill().getByRole('listitem', { name: 'Kaju Katli' })).toHaveTextContent('250 g');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /^Soan Papdi.*2 packs/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Which pack of Soan Papdi?' })).getByRole('button', { name: /250 g/ }),
    );
    // The quick key adds its pack at once
    await user.click(within(screen.getByRole('group', { name: 'Quick keys' })).getByRole('button', { name: /Soan Papdi/ }));
    expect(bill().getAllByRole('listitem', { name: 'Soan Papdi' })).toHaveLength(2);
    await user.click(bill().getAllByRole('button', { name: 'One more Soan Papdi' })[1]!);
    expect(bill().getByTestId('bill-total')).toHaveTextContent('₹720'); // 140 + 120 + 2 × 230
  });

  it('sells the bill with its key, shows the change and invoice, and a refusal beside its field', async () => {
    let answer: () => Response = () =>
      problem(400, say('counter.discountRange', paise(5000)), { discount: [say('counter.discountRange', paise(5000))] });
    const { user, fetchMock } = renderCounter({ 'POST /api/counter/sales': () => answer() });
    await screen.findByRole('group', { name: 'Items' });
    await user.keyboard('8901234567890{Enter}');
    await bill().findByRole('listitem', { name: 'Aloo Bhujia' });
    await user.type(bill().getByRole('textbox', { name: 'Discount (₹)' }), '60');
    await user.click(bill().getByRole('button', { name: 'Pay ₹50' }));
    await user.type(screen.getByRole('textbox', { name: 'Cash received (₹)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    await waitFor(() => expect(bill().getByText(COUNTER_MESSAGES.discountRange(paise(5000)))).toBeInTheDocument());

    answer = () => json(sale({ change: 50 }), 201);
    await user.clear(bill().getByRole('textbox', { name: 'Discount (₹)' }));
    await user.type(bill().getByRole('textbox', { name: 'Discount (₹)' }), '10');
    await user.click(bill().getByRole('button', { name: 'Pay ₹100' }));
    await user.type(screen.getByRole('textbox', { name: 'Cash received (₹)' }), '150');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByTestId('sale-change')).toHaveTextContent('₹50');
    expect(screen.getByTestId('sale-invoice')).toHaveTextContent('Invoice C/2026-27/000041');
    expect(screen.getByRole('link', { name: 'Print receipt' })).toHaveAttribute('href', '/counter/receipt/41?width=80&print=1');

    const sent = callsTo(fetchMock, 'POST', '/api/counter/sales');
    expect(sent).toHaveLength(2);
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
      lines: [{ productId: 3, variant: '400 g', quantity: 1 }],
      payments: [{ method: 'cash', amount: 150 }],
      language: 'en',
      discount: 10,
    });
    // The same bill tried again is the same sale: the same key
    expect(sent[1]!.headers.get('Idempotency-Key')).toBe(sent[0]!.headers.get('Idempotency-Key'));

    await user.click(screen.getByRole('button', { name: 'New sale' }));
    await waitFor(() => expect(bill().queryByRole('listitem')).not.toBeInTheDocument());
  });

  it('sells on without the server: the sale kept and provisional, counted in the banner, sent with its key when the connection returns', async () => {
    let serverUp = false;
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const { user, fetchMock } = renderCounter({
      'GET /api/counter/items': () =>
        json([
          {
            productId: 3,
            itemType: 'ByPackets',
            pricePerKg: null,
            barcode: null,
            packs: [{ label: '400 g', barcode: '8901234567890' }],
          },
        ]),
      'POST /api/counter/sales': () =>
        serverUp ? json(sale({ change: 40, invoiceNumber: 'C/2026-27/000042' }), 201) : offline(),
    });
    await screen.findByRole('group', { name: 'Items' });
    // The scan is read from the kept items when the server cannot be reached.
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/counter/scan') throw new TypeError('Failed to fetch');
      if (path === '/api/counter/sales')
        return serverUp ? json(sale({ change: 40, invoiceNumber: 'C/2026-27/000042' }), 201) : offline();
      throw new Error(`Unexpected call: ${init?.method ?? 'GET'} ${path}`);
    });
    await user.keyboard('8901234567890{Enter}');
    await bill().findByRole('listitem', { name: 'Aloo Bhujia' });
    await user.click(bill().getByRole('button', { name: 'Pay ₹110' }));
    await user.type(screen.getByRole('textbox', { name: 'Cash received (₹)' }), '150');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));

    expect(await screen.findByTestId('sale-provisional')).toHaveTextContent('Provisional bill');
    expect(screen.getByTestId('sale-change')).toHaveTextContent('₹40');
    expect(screen.queryByTestId('sale-invoice')).not.toBeInTheDocument();
    const receiptLink = screen.getByRole('link', { name: 'Print receipt' }).getAttribute('href')!;
    const key = callsTo(fetchMock, 'POST', '/api/counter/sales')[0]!.headers.get('Idempotency-Key')!;
    expect(receiptLink).toBe(`/counter/receipt/${key}?width=80&print=1`);
    await user.click(screen.getByRole('button', { name: 'New sale' }));
    expect(await screen.findByTestId('sales-waiting')).toHaveTextContent('1 sale waiting to be sent');

    serverUp = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTestId('sales-sent')).toHaveTextContent(/Waiting sales sent at/);
    const sent = callsTo(fetchMock, 'POST', '/api/counter/sales');
    expect(sent.map((c) => c.headers.get('Idempotency-Key'))).toEqual(sent.map(() => key));
    expect(screen.queryByTestId('sales-waiting')).not.toBeInTheDocument();
  });

  it('names items in Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    renderCounter();
    expect(await screen.findByRole('button', { name: /काजू कतली/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मिठाई' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'सामान खोजें या स्कैन करें' })).toBeInTheDocument();
  });
});
