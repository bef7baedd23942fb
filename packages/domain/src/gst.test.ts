import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words.js';
import { splitInclusiveGst } from './gst.js';
import { paise } from './money.js';

describe('splitInclusiveGst', () => {
  it('splits round amounts exactly', () => {
    expect(splitInclusiveGst(paise(10500), 5)).toEqual({ taxable: 10000, cgst: 250, sgst: 250 });
    expect(splitInclusiveGst(paise(11800), 18)).toEqual({ taxable: 10000, cgst: 900, sgst: 900 });
    expect(splitInclusiveGst(paise(5000), 0)).toEqual({ taxable: 5000, cgst: 0, sgst: 0 });
  });

  it('rounds the taxable value to the nearest paisa and gives the odd paisa to CGST', () => {
    // ₹333.33 at 5%: 33333 / 1.05 = 31745.71… → 31746; tax 1587 → CGST 794, SGST 793.
    expect(splitInclusiveGst(paise(33333), 5)).toEqual({ taxable: 31746, cgst: 794, sgst: 793 });
  });

  it('adds up to the amount to the paisa over many random lines, with the taxable value within half a paisa', () => {
    let seed = 20261123;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 20_000; i++) {
      const amount = paise(Math.floor(random() * 10_000_000));
      const rate = [0, 5, 12, 18][Math.floor(random() * 4)]!;
      const { taxable, cgst, sgst } = splitInclusiveGst(amount, rate);
      expect(taxable + cgst + sgst).toBe(amount);
      expect(Math.abs(taxable - (amount * 100) / (100 + rate))).toBeLessThanOrEqual(0.5 + 1e-9);
      expect(cgst - sgst === 0 || cgst - sgst === 1).toBe(true);
    }
  });
});

describe('amount in words', () => {
  it('uses the Indian system', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(15)).toBe('Fifteen');
    expect(indianNumberInWords(101)).toBe('One Hundred One');
    expect(indianNumberInWords(250000)).toBe('Two Lakh Fifty Thousand');
    expect(indianNumberInWords(12345678)).toBe('One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight');
    expect(indianNumberInWords(1_000_000_000)).toBe('One Hundred Crore');
  });

  it('names rupees and paise', () => {
    expect(amountInWords(paise(125050))).toBe('Rupees One Thousand Two Hundred Fifty and Fifty Paise Only');
    expect(amountInWords(paise(100000))).toBe('Rupees One Thousand Only');
    expect(amountInWords(paise(1))).toBe('Rupees Zero and One Paise Only');
  });
});
