import { describe, expect, it } from 'vitest';
import { formatRupees, paise, paiseToRupees, rupeesToPaise } from './money.js';

describe('money', () => {
  it('converts rupees to whole paise without float noise', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(paise(12550))).toBe(125.5);
  });

  it('refuses fractional paise', () => {
    expect(() => paise(1.5)).toThrow(RangeError);
  });

  it('formats Indian rupees with lakh grouping', () => {
    expect(formatRupees(paise(12345600))).toBe('₹1,23,456');
    expect(formatRupees(paise(12550))).toBe('₹125.5');
    expect(formatRupees(paise(100000))).toBe('₹1,000');
  });
});
