import { describe, expect, it } from 'vitest';
import { escposReceipt, type Rasterize } from './escpos-receipt';
import type { ReceiptLine } from './receipt-document';

// The canvas stands in as a solid black block, 24 dots high, across the width asked for.
const blackBlock: Rasterize = (_line, widthDots) => ({
  width: widthDots,
  height: 24,
  data: new Uint8ClampedArray(widthDots * 24 * 4).map((_, i) => (i % 4 === 3 ? 255 : 0)),
});

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
const indexOfBytes = (bytes: Uint8Array, pattern: number[]) =>
  bytes.findIndex((_, i) => pattern.every((b, j) => bytes[i + j] === b));
const ESC = String.fromCharCode(0x1b);
const GS = String.fromCharCode(0x1d);
// The printed text lines: what lies between the encoder's line ends, without alignment, bold and size switches.
function textLines(bytes: Uint8Array): string[] {
  const text = latin1(bytes);
  let plain = '';
  for (let i = 0; i < text.length; i++) {
    const [here, next] = [text[i], text[i + 1] ?? ''];
    if ((here === ESC && 'aE'.includes(next)) || (here === GS && next === '!')) i += 2;
    else plain += here;
  }
  return plain.split('\n\r');
}

const bill: ReceiptLine[] = [
  { kind: 'heading', text: 'Halwai' },
  { kind: 'rule' },
  { kind: 'text', text: 'Kaju Katli (500 g)' },
  { kind: 'pair', label: '  2 × ₹450.00', value: '₹900.00' },
  { kind: 'pair', label: 'Total', value: '₹900.00', bold: true, big: true },
];

describe('escposReceipt', () => {
  it('starts with ESC @ and ends with a feed and a cut', () => {
    const bytes = escposReceipt(bill, { width: 58, rasterize: blackBlock });
    expect([...bytes.slice(0, 2)]).toEqual([0x1b, 0x40]);
    const cut = indexOfBytes(bytes, [0x1d, 0x56]);
    expect(cut).toBeGreaterThan(0);
    expect(textLines(bytes.slice(0, cut)).slice(-4, -1)).toEqual(['', '', '']); // fed past the tear bar first
  });

  it('sets a pair across the 32 columns of a 58 mm roll, the value against the right edge, ₹ as Rs.', () => {
    const lines = textLines(escposReceipt(bill, { width: 58, rasterize: blackBlock }));
    expect(lines).toContain('  2 x Rs.450.00        Rs.900.00');
    expect(lines).toContain('-'.repeat(32));
    expect(lines.find((l) => l.includes('  2 x'))).toHaveLength(32);
  });

  it('sets the same pair across the 48 columns of an 80 mm roll', () => {
    const lines = textLines(escposReceipt(bill, { width: 80, rasterize: blackBlock }));
    expect(lines.find((l) => l.includes('  2 x'))).toBe(`  2 x Rs.450.00${' '.repeat(24)}Rs.900.00`);
    expect(lines).toContain('-'.repeat(48));
  });

  it('wraps a long label inside its column rather than running off the paper', () => {
    const lines = textLines(
      escposReceipt([{ kind: 'pair', label: 'Paid: Card ending in a very long reference', value: '₹1,234.50' }], {
        width: 58,
        rasterize: blackBlock,
      }),
    );
    const printed = lines.filter((l) => l.trim() && !l.includes('\x1b') && !l.includes('\x1d'));
    expect(printed.length).toBeGreaterThan(1);
    for (const line of printed) expect(line.length).toBeLessThanOrEqual(32);
  });

  it('prints a Hindi line as a raster image (GS v 0) as wide as the roll, and asks the canvas for nothing else', () => {
    const asked: ReceiptLine[] = [];
    const rasterize: Rasterize = (line, width) => (asked.push(line), blackBlock(line, width));
    const hindi: ReceiptLine = { kind: 'text', text: 'काजू कतली (500 ग्राम)' };
    const bytes = escposReceipt([...bill, hindi], { width: 58, rasterize });
    expect(asked).toEqual([hindi]);
    const at = indexOfBytes(bytes, [0x1d, 0x76, 0x30, 0x00]);
    expect(at).toBeGreaterThan(0);
    // xL xH: 384 dots are 48 bytes a row; yL yH: 24 rows.
    expect([...bytes.slice(at + 4, at + 8)]).toEqual([48, 0, 24, 0]);
    expect(bytes.slice(at + 8, at + 8 + 48 * 24).every((b) => b === 0xff)).toBe(true);
    expect(latin1(bytes)).not.toMatch(/[\u0900-\u097f]/);
  });

  it('prints an 80 mm raster line 576 dots wide', () => {
    const bytes = escposReceipt([{ kind: 'pair', label: 'कुल', value: '₹900.00', bold: true }], {
      width: 80,
      rasterize: blackBlock,
    });
    const at = indexOfBytes(bytes, [0x1d, 0x76, 0x30, 0x00]);
    expect([...bytes.slice(at + 4, at + 6)]).toEqual([72, 0]);
  });
});
