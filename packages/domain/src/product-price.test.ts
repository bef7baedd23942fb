import { describe, expect, it } from 'vitest';
import { productPrice, productPriceUnit } from './product-price.js';

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

describe('productPriceUnit', () => {
  const packs = [
    { label: '250 g', price: 150 },
    { label: '1 kg', price: 560 },
  ];

  it("name the first pack's own label, not a unit typed apart from it", () => {
    expect(productPriceUnit(packs)).toBe('250 g');
  });

  it('needs a price entry', () => {
    expect(() => productPriceUnit([])).toThrow('at least one price entry');
  });
});
