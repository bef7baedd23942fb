import { describe, expect, it } from 'vitest';
import { GST_STATES, gstinStateCode, placeOfSupply, placeOfSupplyIn, placeOfSupplyName, splitForSupply } from './gst-supply.js';
import { paise } from './money.js';

describe('place of supply', () => {
  it("is the buyer's state when a GSTIN is given, else the shop's", () => {
    expect(placeOfSupply('27AAPFU0939F1ZV', '29AAGCB7383J1Z4')).toEqual({ code: '29', interState: true });
    expect(placeOfSupply('27AAPFU0939F1ZV', null)).toEqual({ code: '27', interState: false });
    expect(placeOfSupply('', '29AAGCB7383J1Z4')).toEqual({ code: '29', interState: false });
    expect(gstinStateCode('99AAGCB7383J1Z4')).toBeNull();
    expect(placeOfSupplyName('29')).toBe('29-Karnataka');
  });

  it('charges IGST across states and CGST + SGST within one, both adding up to the amount', () => {
    expect(splitForSupply(paise(10500), 5, true)).toEqual({ taxable: 10000, cgst: 0, sgst: 0, igst: 500 });
    expect(splitForSupply(paise(10500), 5, false)).toEqual({ taxable: 10000, cgst: 250, sgst: 250, igst: 0 });
    for (const amount of [1, 99, 33333, 77777]) {
      for (const rate of [0, 5, 12, 18, 28, 40]) {
        const s = splitForSupply(paise(amount), rate, true);
        expect(s.taxable + s.igst).toBe(amount);
      }
    }
  });
});

describe('placeOfSupplyIn', () => {
  it('names every state in Hindi on a Hindi page or invoice, keeping the GST code', () => {
    expect(placeOfSupplyIn('07-Delhi', 'hi')).toBe('07-दिल्ली');
    expect(placeOfSupplyIn('27-Maharashtra', 'hi')).toBe('27-महाराष्ट्र');
    expect(placeOfSupplyIn('07-Delhi', 'en')).toBe('07-Delhi');
    for (const code of Object.keys(GST_STATES))
      expect(placeOfSupplyIn(placeOfSupplyName(code), 'hi'), code).not.toMatch(/[A-Za-z]/);
  });

  it('leaves other text as it is', () => {
    expect(placeOfSupplyIn('Delhi', 'hi')).toBe('Delhi');
    expect(placeOfSupplyIn('99-Unknown', 'hi')).toBe('99-Unknown');
  });
});
