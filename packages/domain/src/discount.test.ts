import { describe, expect, it } from 'vitest';
import { priceBeforeDiscount, rupeesBeforeDiscount } from './discount.js';
import { rupeesToPaise } from './money.js';

describe('priceBeforeDiscount', () => {
  it('works back from the charged price to whole rupees', () => {
    expect(priceBeforeDiscount(rupeesToPaise(450), 10)).toBe(50_000);
    expect(priceBeforeDiscount(rupeesToPaise(425), 15)).toBe(50_000);
    expect(rupeesBeforeDiscount(120, 20)).toBe(150);
    expect(rupeesBeforeDiscount(99.5, 5)).toBe(105);
  });

  it('is null when there is nothing to strike through', () => {
    expect(rupeesBeforeDiscount(450, 0)).toBeNull();
    expect(rupeesBeforeDiscount(450, 100)).toBeNull();
    expect(rupeesBeforeDiscount(450, 12.5)).toBeNull();
    expect(rupeesBeforeDiscount(1, 1)).toBeNull(); // ₹1.01 rounds back to ₹1
  });
});
