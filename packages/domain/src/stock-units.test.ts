import { describe, expect, it } from 'vitest';
import { kilosInLabel, packShareMilli, packsLeft, stockNote, STOCK_MESSAGES } from './stock-units.js';

describe('stock units', () => {
  it('reads a by-kilo label as its weight, else 1, unless the entry says', () => {
    expect(kilosInLabel('250 g')).toBe(0.25);
    expect(kilosInLabel('1 kg')).toBe(1);
    expect(kilosInLabel('1.5kg')).toBe(1.5);
    expect(kilosInLabel('Box of 12')).toBeNull();
    expect(packShareMilli({ label: '500 g' }, 'ByKilo')).toBe(500);
    expect(packShareMilli({ label: '500 g' }, 'ByPieces')).toBe(1000);
    expect(packShareMilli({ label: 'Box of 12', stockUnits: 12 }, 'ByPieces')).toBe(12_000);
    expect(packShareMilli({ label: 'Gift box' }, 'ByKilo')).toBe(1000);
  });

  it('counts whole packs left and says Sold out or Only N left', () => {
    expect(packsLeft(1.4, 0.5)).toBe(2);
    expect(packsLeft(null, 0.5)).toBeNull();
    expect(stockNote(0.2, 0.25)).toEqual({ soldOut: true, onlyLeft: null });
    expect(stockNote(1.25, 0.25)).toEqual({ soldOut: false, onlyLeft: 5 });
    expect(stockNote(10, 0.25)).toEqual({ soldOut: false, onlyLeft: null });
    expect(STOCK_MESSAGES.onlyLeft('Kaju Katli', '500 g', 3)).toBe('Only 3 left of Kaju Katli (500 g)');
  });
});
