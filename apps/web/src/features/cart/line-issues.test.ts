import { describe, expect, it } from 'vitest';
import type { CartLine, Product } from '@halwai/domain';
import { lineKey, reconcile, refusedLines } from './line-issues';

const line = (id: number, name: string, price: number, selectedWeight = '250 g'): CartLine => ({
  id,
  name,
  price,
  selectedWeight,
  quantity: 2,
  thumbnail: '',
});
const product = (id: number, name: string, prices: Product['prices'], isAvailable = true): Product => ({
  id,
  name,
  price: prices[0]?.price ?? 0,
  priceUnit: '250 g',
  categoryId: 1,
  subCategoryId: 1,
  itemType: 'ByKilo',
  thumbnail: '',
  description: '',
  searchWords: '',
  discount: 0,
  prices,
  isAvailable,
  featured: false,
  food: null,
  hsn: null,
  gstRate: null,
});

const sent = [line(1, 'Rasgulla', 75), line(3, 'Cham Cham', 100), line(5, 'Nolen Gur Sandesh', 35, '1 piece'), line(9, 'Old Sweet', 50), line(6, 'Gulab Jamun', 90)];

describe('refusedLines', () => {
  it('maps cartItems.N field errors to the lines that were sent', () => {
    const refused = refusedLines(sent, {
      'cartItems.1': ['The price of Cham Cham (250 g) has changed'],
      'cartItems.7': ['out of range'],
      customerName: ['ignored'],
    });
    expect([...refused.keys()]).toEqual([lineKey(sent[1]!)]);
    expect(refused.get(lineKey(sent[1]!))?.message).toBe('The price of Cham Cham (250 g) has changed');
  });
});

describe('reconcile', () => {
  const catalogue = {
    items: [
      product(1, 'Rasgulla', [{ label: '250 g', price: 75 }]),
      product(3, 'Cham Cham', [{ label: '250 g', price: 120 }]),
      product(5, 'Nolen Gur Sandesh', [{ label: '1 piece', price: 35 }], false),
      product(6, 'Gulab Jamun', [{ label: '1 kg', price: 360 }]),
    ],
  };

  it('takes a changed price, and marks gone and unavailable lines', () => {
    const refused = refusedLines(sent, {
      'cartItems.1': ['The price of Cham Cham (250 g) has changed'],
      'cartItems.2': ['Nolen Gur Sandesh is currently unavailable'],
      'cartItems.3': ['Old Sweet is no longer sold'],
      'cartItems.4': ['Gulab Jamun (250 g) is no longer sold'],
    });
    const { issues, newPrices } = reconcile(refused, catalogue);
    expect(newPrices).toEqual([{ line: sent[1], price: 120 }]);
    expect(issues.get(lineKey(sent[1]!))).toEqual({ kind: 'price-changed', message: 'The price changed from ₹100 to ₹120. Your total is updated.' });
    expect(issues.get(lineKey(sent[2]!))?.kind).toBe('unavailable');
    expect(issues.get(lineKey(sent[3]!))?.kind).toBe('gone');
    expect(issues.get(lineKey(sent[4]!))?.kind).toBe('gone');
    expect(issues.has(lineKey(sent[0]!))).toBe(false);
  });

  it("keeps the server's message when the catalogue shows nothing wrong", () => {
    const refused = refusedLines(sent, { 'cartItems.0': ['Choose a quantity from 1 to 99 for Rasgulla'] });
    expect(reconcile(refused, catalogue).issues.get(lineKey(sent[0]!))).toEqual({
      kind: 'refused',
      message: 'Choose a quantity from 1 to 99 for Rasgulla',
    });
  });
});
