import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_PAID } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { DEFAULT_SHOP_INFO } from '../../lib/shop-info';
import { shopInfoQueryOptions } from '../../lib/use-shop-info';
import { json } from '../../test/mock-api';
import { renderStaffPage } from '../../test/render-staff-page';
import { CounterReceiptPage } from './receipt-page';

const order = {
  id: 41,
  customerName: '',
  customerMobile: '',
  orderDate: '2026-12-05T10:30:00Z',
  orderStatus: 1,
  status: 'completed',
  history: [],
  fulfilment: { type: 'pickup', deliveryCharge: 0 },
  channel: 'counter',
  discount: 10,
  items: [
    { id: 1, name: 'Kaju Katli', nameHi: 'काजू कतली', variant: '350 g', quantity: 1, price: 196 },
    { id: 3, name: 'Aloo Bhujia', variant: '400 g', quantity: 2, price: 110 },
  ],
  orderTotal: 406,
  paid: true,
  payment: { ...NOT_PAID, paid: true, method: 'cash', flag: null },
  invoiceNumber: 'C/2026-27/000041',
  change: 44,
};
const withParts = {
  ...order,
  payments: [
    { method: 'cash', amount: 350 },
    { method: 'upi', amount: 100 },
  ],
};

function renderReceipt(at = '/counter/receipt/41?width=58', sale: object = order) {
  const view = renderStaffPage(<CounterReceiptPage />, {
    path: '/counter/receipt/:id',
    at,
    handlers: { 'GET /api/counter/sales/41': () => json(sale) },
  });
  act(() =>
    view.queryClient.setQueryData(shopInfoQueryOptions.queryKey, {
      ...DEFAULT_SHOP_INFO,
      name: 'Halwai Sweets',
      gstin: '07ABCDE1234F1Z5',
    }),
  );
  return view;
}

describe('CounterReceiptPage', () => {
  it('prints the shop, invoice number, lines, discount, total and payments on the roll asked for', async () => {
    renderReceipt();
    const receipt = within(await screen.findByLabelText('Receipt C/2026-27/000041'));
    expect(receipt.getByRole('heading', { name: 'Halwai Sweets' })).toBeInTheDocument();
    expect(receipt.getByText('GSTIN 07ABCDE1234F1Z5')).toBeInTheDocument();
    expect(receipt.getByText('C/2026-27/000041')).toBeInTheDocument();
    expect(receipt.getByText('Kaju Katli (350 g)')).toBeInTheDocument();
    expect(receipt.getByText('₹220')).toBeInTheDocument(); // 2 × ₹110
    expect(receipt.getByText('-₹10')).toBeInTheDocument();
    expect(receipt.getByText('₹406')).toBeInTheDocument();
    expect(receipt.getByText('Paid: Cash')).toBeInTheDocument();
    expect(receipt.getByText('₹44')).toBeInTheDocument(); // the change
    expect(screen.getByTestId('receipt')).toHaveAttribute('data-paper', '58mm');
    expect(document.head.innerHTML + document.body.innerHTML).toContain('@page { size: 58mm');
  });

  it('lists each part of a split payment where the answer gives them', async () => {
    renderReceipt('/counter/receipt/41', withParts);
    const receipt = within(await screen.findByLabelText('Receipt C/2026-27/000041'));
    expect(receipt.getByText('Paid: Cash').nextSibling).toHaveTextContent('₹350');
    expect(receipt.getByText('Paid: UPI').nextSibling).toHaveTextContent('₹100');
  });

  it('shows a line’s own discount under the line', async () => {
    const items = [order.items[0], { ...order.items[1], discount: 20 }];
    renderReceipt('/counter/receipt/41', { ...order, items, discount: 30, orderTotal: 386 });
    const receipt = within(await screen.findByLabelText('Receipt C/2026-27/000041'));
    expect(receipt.getByText('-₹20').previousSibling).toHaveTextContent('Discount');
    expect(receipt.getByText('-₹30')).toBeInTheDocument(); // every discount on the bill, in the sums
  });

  it('speaks Hindi on a Hindi page, with the items’ Hindi names', async () => {
    await i18n.changeLanguage('hi');
    renderReceipt('/counter/receipt/41');
    const receipt = within(await screen.findByLabelText('रसीद C/2026-27/000041'));
    expect(receipt.getByText('काजू कतली (350 g)')).toBeInTheDocument();
    expect(receipt.getByText('भुगतान: नकद')).toBeInTheDocument();
    expect(screen.getByTestId('receipt')).toHaveAttribute('data-paper', '80mm');
  });
});
