import { NOT_PAID } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { describeItem, formatLineAmount, formatUnitPrice, itemCount } from './order-lines';

const item = { id: 4, name: 'Kaju Katli', variant: '500 g', quantity: 3, price: 450.5 };

describe('order lines', () => {
  it('describes a line and prices it in rupees without float drift', () => {
    expect(describeItem(item)).toBe('3 × Kaju Katli (500 g)');
    expect(describeItem({ ...item, variant: '' })).toBe('3 × Kaju Katli');
    expect(formatUnitPrice(item)).toBe('₹450.5');
    expect(formatLineAmount({ ...item, price: 0.1, quantity: 3 })).toBe('₹0.3');
    expect(formatLineAmount(item)).toBe('₹1,351.5');
  });

  it('names a line in the page’s language: the Hindi where it has one', () => {
    expect(describeItem({ ...item, nameHi: 'काजू कतली' }, 'hi')).toBe('3 × काजू कतली (500 g)');
    expect(describeItem({ ...item, nameHi: 'काजू कतली' }, 'en')).toBe('3 × Kaju Katli (500 g)');
    expect(describeItem(item, 'hi')).toBe('3 × Kaju Katli (500 g)');
  });

  it('counts the pieces of an order', () => {
    expect(
      itemCount({
        id: 1,
        customerName: 'Asha',
        customerMobile: '9876543210',
        orderDate: '2025-01-01T00:00:00Z',
        orderStatus: 0,
        status: 'pending',
        history: [],
        fulfilment: { type: 'pickup', deliveryCharge: 0 },
        items: [item, { ...item, quantity: 2 }],
        orderTotal: 2252.5,
        paid: false,
        payment: { ...NOT_PAID, flag: null },
      }),
    ).toBe(5);
  });
});
