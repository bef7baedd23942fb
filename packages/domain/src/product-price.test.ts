import { describe, expect, it } from 'vitest';
import { productHeadline, productPrice, productPriceUnit } from './product-price.js';

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

describe('productPriceUnit and productHeadline', () => {
  const packs = [
    { label: '250 g', price: 150 },
    { label: '1 kg', price: 560 },
  ];

  it("name the first pack's own label, not a unit typed apart from it", () => {
    expect(productPriceUnit(packs)).toBe('250 g');
    expect(productHeadline({ price: 560, priceUnit: '1 kg', prices: packs })).toEqual({ price: 150, unit: '250 g' });
  });

  it('keep the stored price and unit of a product without price entries', () => {
    expect(productHeadline({ price: 99, priceUnit: 'box', prices: [] })).toEqual({ price: 99, unit: 'box' });
    expect(() => productPriceUnit([])).toThrow('at least one price entry');
  });
});
