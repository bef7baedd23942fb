import { describe, expect, it } from 'vitest';
import { matchScan, type BarcodedItem } from './barcode-scan.js';
import { ean13CheckDigit } from './scale-label.js';

const label = (first12: string) => `${first12}${ean13CheckDigit(first12)}`;
const layout = { itemDigits: 5 };
const items: BarcodedItem[] = [
  { productId: 1, itemType: 'ByKilo', barcode: '1234', packs: [{ label: '500 g', barcode: '8900000000011' }] },
  { productId: 2, itemType: 'ByPackets', barcode: '8900000000028', packs: [] },
  { productId: 3, itemType: 'ByPackets', barcode: null, packs: [{ label: '200 g', barcode: '8900000000028' }] },
];

describe('matching a scanned code among the kept items', () => {
  it("finds a pack's barcode before an item's own", () => {
    expect(matchScan('8900000000011', items, layout)).toEqual({ productId: 1, variant: '500 g' });
    expect(matchScan(' 8900000000028 ', items, layout)).toEqual({ productId: 3, variant: '200 g' });
  });

  it("reads a scale label for a by-kilo item's code, leading zeros aside", () => {
    expect(matchScan(label('200123400350'), items, layout)).toEqual({ productId: 1, weightGrams: 350 });
    expect(matchScan(label('200123400000'), items, layout)).toBeNull();
  });

  it('answers null for a code nothing holds', () => {
    expect(matchScan('1111', items, layout)).toBeNull();
    expect(matchScan('', items, layout)).toBeNull();
  });
});
