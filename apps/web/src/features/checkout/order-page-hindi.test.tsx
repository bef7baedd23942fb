import { NOT_PAID, type CustomerOrder, type Invoice, type OrderView } from '@halwai/domain';
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { cartStore } from '../../lib/cart-store';
import { saveCustomerSession } from '../../lib/customer-session';
import { json, mockApi, problem } from '../../test/mock-api';
import { createTestQueryClient, renderRoute } from '../../test/render-route';
import { product, sampleCatalogue } from '../../test/sample-catalogue';
import { InvoicePage } from './invoice-page';
import { MyOrdersPage } from './my-orders-page';
import { OrderSuccessPage } from './order-success-page';

const view: OrderView = {
  id: 7,
  customerName: 'Asha',
  customerMobile: '9876501234',
  orderDate: '2026-11-20T10:00:00Z',
  orderStatus: 0,
  status: 'pending',
  history: [{ status: 'pending', at: '2026-11-20T10:00:00Z' }],
  fulfilment: { type: 'delivery', address: '12 MG Road', pincode: '110005', preferredDate: '2026-11-25', deliveryCharge: 0 },
  products: [{ productId: 2, name: 'Besan Laddoo', nameHi: 'बेसन लड्डू', variant: '1 kg', quantity: 3, price: 400 }],
  itemsTotal: 1200,
  paid: true,
  payment: { ...NOT_PAID, paid: true, method: 'cash' },
  payOnline: false,
  giftMessage: 'Happy Diwali',
  language: 'hi',
};

const catalogue = () => {
  const shelf = sampleCatalogue();
  shelf.items[0] = product({ id: 1, name: 'Kaju Katli', nameHi: 'काजू कतली' });
  shelf.items[1] = product({ id: 2, name: 'Besan Laddoo', nameHi: 'बेसन लड्डू' });
  return shelf;
};

/** Renders `element` at `path` opened as `url`, its query string (the order's key) included. */
function renderAt(element: ReactElement, path: string, url: string) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  cartStore.getState().clear();
  await i18n.changeLanguage('hi');
});

describe('The order page in Hindi', { timeout: 20_000 }, () => {
  it('says the order, its items by their Hindi names, its steps, payment and rating in Hindi', async () => {
    mockApi({
      'GET /get-order/7': () => json(view),
      'GET /api/orders/7/invoice': () => problem(404, 'Not found'),
      'GET /api/catalogue': () => json(catalogue()),
    });
    renderAt(<OrderSuccessPage />, '/order-successful/:id', '/order-successful/7?key=k7');
    expect(await screen.findByRole('heading', { level: 1, name: 'धन्यवाद, Asha!' })).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर मिल गया')).toBeInTheDocument();
    expect(screen.getByText('बेसन लड्डू')).toBeInTheDocument();
    expect(screen.queryByText('Besan Laddoo')).not.toBeInTheDocument();
    expect(screen.getByText('भुगतान हो गया · नकद')).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी का पता')).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर का कुल')).toBeInTheDocument();
    expect(screen.queryByText('Order total')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'ऑर्डर कहाँ तक पहुँचा' })).getByText('ऑर्डर दिया')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('radio', { name: '5 स्टार, बहुत बढ़िया' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रेटिंग भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'टैक्स इनवॉइस' })).toHaveAttribute('href', '/invoice/7?key=k7');
    // The message to the shop on WhatsApp is written in Hindi too.
    const whatsApp = new URL(screen.getByRole('link', { name: 'WhatsApp पर ऑर्डर भेजें' }).getAttribute('href')!);
    expect(whatsApp.searchParams.get('text')).toMatch(/^नमस्ते! मैंने ऑर्डर #0007 दिया है:\n- बेसन लड्डू \(1 kg\) × 3\n/);

    await userEvent.click(screen.getByRole('button', { name: 'फिर से ऑर्डर करें: ऑर्डर #0007 के आइटम' }));
    expect(await screen.findByRole('dialog', { name: 'आपके कार्ट में डाल दिया' })).toBeInTheDocument();
    // The line takes today's Hindi name into the cart.
    expect(cartStore.getState().lines).toEqual([expect.objectContaining({ id: 2, nameHi: 'बेसन लड्डू', quantity: 3 })]);
  });

  it('says an order that is not there in Hindi', async () => {
    mockApi({ 'GET /get-order/99': () => problem(404, 'Order with ID: 99 not found.') });
    renderAt(<OrderSuccessPage />, '/order-successful/:id', '/order-successful/99?key=x');
    expect(await screen.findByRole('heading', { name: 'ऑर्डर नहीं मिला!' })).toBeInTheDocument();
    expect(screen.getByText('ID: 99 वाला ऑर्डर नहीं मिला।')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order Not Found!' })).not.toBeInTheDocument();
  });
});

describe('My orders in Hindi', { timeout: 20_000 }, () => {
  it('lists the orders in Hindi, their items by the Hindi names the catalogue gives', async () => {
    saveCustomerSession({ token: 'c.customer', mobile: '9876501234' });
    const order: CustomerOrder = {
      id: 7,
      orderDate: '2026-11-20T10:00:00Z',
      total: 800,
      orderStatus: 0,
      status: 'confirmed',
      customerName: 'Asha',
      items: [{ productId: 1, name: 'Kaju Katli', variant: '1 kg', quantity: 2, price: 400 }],
      accessKey: 'k7',
    };
    mockApi({ 'GET /api/customer/orders': () => json([order]), 'GET /api/catalogue': () => json(catalogue()) });
    renderRoute(<MyOrdersPage />, { path: '/my-orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ऑर्डर #0007' })).toBeInTheDocument();
    expect(await screen.findByText('काजू कतली 1 kg × 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डर #0007 देखें' })).toHaveAttribute('href', '/order-successful/7?key=k7');
    expect(screen.queryByRole('heading', { name: 'My orders' })).not.toBeInTheDocument();
  });
});

describe('The invoice page in Hindi', { timeout: 20_000 }, () => {
  it('offers printing and the PDF in Hindi, and prints best-before and payment in the order’s language', async () => {
    const invoice: Invoice = {
      number: 'HW/2026-27/0007',
      date: '2026-11-28T10:00:00.000Z',
      seller: { name: 'Halwai', address: 'Chandni Chowk, Delhi', gstin: '', fssai: '', phone: '9876543210' },
      buyer: { name: 'Asha', mobile: '9876500000' },
      lines: [
        { name: 'Kaju Katli', nameHi: 'काजू कतली', variant: '500 g', hsn: '2106', quantity: 1, gstRate: 5, rate: 600, taxable: 571.43, cgst: 14.29, sgst: 14.28, igst: 0, amount: 600, bestBefore: '2026-11-30' },
      ],
      totals: { taxable: 571.43, cgst: 14.29, sgst: 14.28, igst: 0, amount: 600 },
      amountInWords: 'Rupees Six Hundred Only',
      amountInWordsHi: 'छह सौ रुपये मात्र',
      status: 'Pending',
      paid: true,
      payment: { paid: true, method: 'cash', reference: null, paidAt: null, by: null, refund: null },
      language: 'hi',
    };
    mockApi({ 'GET /api/orders/7/invoice': () => json(invoice) });
    renderAt(<InvoicePage />, '/invoice/:id', '/invoice/7?key=k7');
    expect(await screen.findByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डर देखें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रसीद (80 mm)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(screen.getAllByText('30 नव॰ 2026 से पहले इस्तेमाल करें').length).toBeGreaterThan(0);
    expect(screen.getByText('भुगतान हो गया (PAID) · नकद')).toBeInTheDocument();
    expect(screen.getAllByText('छह सौ रुपये मात्र').length).toBeGreaterThan(0);
  });
});
