import { describe, expect, it } from 'vitest';
import { productPrice } from './product-price.js';

describe('productPrice', () => {
  it("is the first price entry's price, whatever the others are", () => {
    const chamCham = [
      { label: '250 g', price: 139 },
      { label: '500 g', price: 240 },
      { label: '1 kg', price: 480 },
    ];
    expect(productPrice(chamCham)).toBe(139);
  });

  it('refuses a product without price entries', () => {
    expect(() => productPrice([])).toThrow('at least one price entry');
  });
});
