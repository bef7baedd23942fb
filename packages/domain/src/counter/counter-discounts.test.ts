import { describe, expect, it } from 'vitest';
import { paise } from '../money.js';
import { counterDiscounts, discountsByLine } from './counter-discounts.js';

const line = (amount: number, discount = 0) => ({ amount: paise(amount), discount: paise(discount) });

describe('counter discounts', () => {
  it('counts the lines’ discounts and the bill’s together, and reckons an offer on the items after the lines', () => {
    expect(counterDiscounts([line(20_000, 2_000), line(9_000)], paise(500))).toEqual({
      linesOver: [],
      itemsAfterLines: 27_000,
      staffDiscount: 2_500,
    });
  });

  it('finds a line discount above the line’s amount, by its index', () => {
    const checked = counterDiscounts([line(5_000), line(9_000, 9_001)], paise(0));
    expect(checked.linesOver).toEqual([{ index: 1, most: 9_000 }]);
    // Counted no higher than the line, so the limit's check says nothing the line's check has not.
    expect(checked.staffDiscount).toBe(9_000);
  });

  it('allows a line taken to ₹0', () => {
    expect(counterDiscounts([line(9_000, 9_000)], paise(0)).linesOver).toEqual([]);
  });
});

describe('discountsByLine', () => {
  it('gives each line its own discount and a share of the rest by its value after it', () => {
    expect(discountsByLine(paise(3_000), [line(20_000, 2_000), line(9_000)])).toEqual([2_667, 333]);
  });

  it('is the plain spread when no line has a discount of its own', () => {
    expect(discountsByLine(paise(100), [line(200), line(100)])).toEqual([67, 33]);
  });

  it('adds up to the order’s discount to the paisa', () => {
    const shares = discountsByLine(paise(1_001), [line(333, 100), line(333), line(334, 1)]);
    expect(shares.reduce((s, a) => s + a, 0)).toBe(1_001);
  });

  it('gives only the lines’ own when the order took nothing more', () => {
    expect(discountsByLine(paise(1_500), [line(20_000, 1_500), line(9_000)])).toEqual([1_500, 0]);
  });
});
