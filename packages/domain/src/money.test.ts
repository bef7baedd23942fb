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
    expect(formatRupees(paise(12505))).toBe('₹125.05');
    expect(formatRupees(paise(0))).toBe('₹0');
    expect(formatRupees(paise(-150))).toBe('-₹1.5');
    expect(formatRupees(paise(123456789012))).toBe('₹1,23,45,67,890.12');
  });

  it('writes every amount as Intl.NumberFormat writes INR for en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 110, 999, 1000, 99_999, 100_000, 1_000_000, 10_000_000, 123_456_789];
    for (let digits = 1; digits <= 13; digits++)
      for (let i = 0; i < 200; i++) amounts.push(Math.floor(Math.random() * 10 ** digits));
    for (const amount of [...amounts, ...amounts.map((a) => -a).filter((a) => a !== 0)]) {
      expect(formatRupees(paise(amount)), String(amount)).toBe(intl.format(paiseToRupees(paise(amount))));
    }
  });
});
