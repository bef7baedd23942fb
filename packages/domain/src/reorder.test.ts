import { describe, expect, it } from 'vitest';
import { reorderLines, type CatalogueItem } from './reorder.js';

const item = (over: Partial<CatalogueItem> & Pick<CatalogueItem, 'id' | 'name'>): CatalogueItem => ({
  prices: [
    { label: '500 g', price: 600 },
    { label: '1 kg', price: 1150 },
  ],
  isAvailable: true,
  thumbnail: `/media/${over.id}.webp`,
  itemType: 'ByKilo',
  stock: null,
  ...over,
});

const kaju = item({ id: 1, name: 'Kaju Katli' });
const rasgulla = item({ id: 2, name: 'Rasgulla', itemType: 'ByPieces', prices: [{ label: 'Box of 12', price: 360 }] });

describe('reorderLines ("Order again")', () => {
  it("puts the past lines in at today's prices, names and pictures", () => {
    const renamed = { ...kaju, name: 'Kaju Katli (Special)', prices: [{ label: '500 g', price: 650 }] };
    const result = reorderLines(
      [
        { productId: 1, name: 'Kaju Katli', variant: '500 g', quantity: 2 },
        { productId: 2, name: 'Rasgulla', variant: 'Box of 12', quantity: 1 },
      ],
      [renamed, rasgulla],
    );
    expect(result).toEqual({
      lines: [
        { id: 1, name: 'Kaju Katli (Special)', price: 650, selectedWeight: '500 g', quantity: 2, thumbnail: '/media/1.webp' },
        { id: 2, name: 'Rasgulla', price: 360, selectedWeight: 'Box of 12', quantity: 1, thumbnail: '/media/2.webp' },
      ],
      leftOut: [],
      reduced: [],
    });
  });

  it('leaves out, and says why, what is no longer sold, switched off, sold out or no longer packed so', () => {
    const result = reorderLines(
      [
        { productId: 9, name: 'Soan Papdi', variant: '250 g', quantity: 1 },
        { productId: 2, name: 'Rasgulla', variant: 'Box of 12', quantity: 1 },
        { productId: 1, name: 'Kaju Katli', variant: '2 kg', quantity: 1 },
        { productId: 3, name: 'Barfi', variant: '1 kg', quantity: 1 },
        { productId: 1, name: 'Kaju Katli', variant: '1 kg', quantity: 1 },
      ],
      [kaju, { ...rasgulla, isAvailable: false }, item({ id: 3, name: 'Barfi', stock: 0.4, isAvailable: false })],
    );
    expect(result.lines.map((l) => [l.id, l.selectedWeight, l.quantity])).toEqual([[1, '1 kg', 1]]);
    expect(result.leftOut).toEqual([
      { name: 'Soan Papdi', variant: '250 g', reason: 'gone' },
      { name: 'Rasgulla', variant: 'Box of 12', reason: 'unavailable' },
      { name: 'Kaju Katli', variant: '2 kg', reason: 'packGone' },
      { name: 'Barfi', variant: '1 kg', reason: 'soldOut' },
    ]);
  });

  it('takes what is left of a counted stock, across lines of the same pack, and says so', () => {
    const few = item({ id: 1, name: 'Kaju Katli', stock: 1.6 }); // three 500 g packs, one 1 kg pack
    const result = reorderLines(
      [
        { productId: 1, name: 'Kaju Katli', variant: '500 g', quantity: 2 },
        { productId: 1, name: 'Kaju Katli', variant: '500 g', quantity: 2 },
        { productId: 1, name: 'Kaju Katli', variant: '1 kg', quantity: 1 },
      ],
      [few],
    );
    expect(result.lines.map((l) => [l.selectedWeight, l.quantity])).toEqual([
      ['500 g', 3],
      ['1 kg', 1],
    ]);
    expect(result.reduced).toEqual([{ name: 'Kaju Katli', variant: '500 g', quantity: 1, wanted: 2 }]);
    expect(
      reorderLines([{ productId: 1, name: 'Kaju Katli', variant: '500 g', quantity: 1 }], [{ ...few, stock: 0.2 }]).leftOut,
    ).toEqual([{ name: 'Kaju Katli', variant: '500 g', reason: 'soldOut' }]);
  });

  it('finds a deleted product again by its exact name when one product has it, and a pack label in any case', () => {
    const result = reorderLines(
      [{ productId: null, name: ' kaju katli ', variant: '500 G', quantity: 1 }],
      [item({ id: 7, name: 'Kaju Katli' })],
    );
    expect(result.lines).toEqual([expect.objectContaining({ id: 7, selectedWeight: '500 g', price: 600 })]);
    const twins = [item({ id: 7, name: 'Kaju Katli' }), item({ id: 8, name: 'Kaju Katli' })];
    expect(reorderLines([{ productId: null, name: 'Kaju Katli', variant: '500 g', quantity: 1 }], twins).leftOut[0]!.reason).toBe(
      'gone',
    );
  });

  it('keeps a line within the cart limit of 999', () => {
    expect(reorderLines([{ productId: 1, name: 'Kaju Katli', variant: '1 kg', quantity: 5000 }], [kaju]).lines[0]!.quantity).toBe(
      999,
    );
  });
});
