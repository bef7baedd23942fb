import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { ROLL_COLUMNS, ROLL_DOTS, type ReceiptLine, type RollWidth } from './receipt-document';

/** A black-and-white picture of a line, as a canvas's `getImageData` gives it (RGBA, 4 bytes a dot). */
export interface RasterImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Draws a line the printer's font cannot print (Devanagari) across `widthDots`, in the device's font. */
export type Rasterize = (line: ReceiptLine, widthDots: number) => RasterImage;

export interface EscPosOptions {
  width: RollWidth;
  rasterize: Rasterize;
  /** The printer's command language as its connection reported it; ESC/POS unless it said otherwise. */
  language?: 'esc-pos' | 'star-prnt' | 'star-line';
}

// The printers' code pages have no ₹ and no ×: they print as "Rs." and "x".
const inPrinterLetters = (text: string) => text.replace(/₹\s?/g, 'Rs.').replace(/×/g, 'x');

// Anything past plain ASCII (Devanagari, a name with accents) is drawn rather than trusted to a code page,
// so the text sent is the same on every printer whatever code pages it has.
const needsRaster = (text: string) => /[^\x20-\x7e]/.test(inPrinterLetters(text));

const textsOf = (line: ReceiptLine): string[] =>
  line.kind === 'rule' ? [] : line.kind === 'pair' ? [line.label, line.value] : [line.text];

/**
 * The ESC/POS bytes of a paper: initialise, each line in the printer's own font across the roll's
 * columns (32 on 58 mm, 48 on 80 mm), a line it cannot spell (Hindi) as a raster image (`GS v 0`)
 * drawn by `rasterize`, then feed and cut. Pure: the same lines give the same bytes.
 */
export function escposReceipt(lines: readonly ReceiptLine[], options: EscPosOptions): Uint8Array {
  const columns = ROLL_COLUMNS[options.width];
  const encoder = new ReceiptPrinterEncoder({
    language: options.language ?? 'esc-pos',
    columns,
    imageMode: 'raster',
    feedBeforeCut: 4,
  }).initialize();

  for (const line of lines) {
    if (textsOf(line).some(needsRaster)) {
      const image = options.rasterize(line, ROLL_DOTS[options.width]);
      encoder.align('left').image(image, image.width, image.height);
      continue;
    }
    switch (line.kind) {
      case 'heading': {
        const text = inPrinterLetters(line.text);
        // Double size when the name fits in half the columns, else bold at the normal size.
        const big = text.length <= columns / 2;
        encoder
          .align('center')
          .bold(true)
          .size(big ? 2 : 1, big ? 2 : 1)
          .line(text)
          .size(1, 1)
          .bold(false);
        break;
      }
      case 'centre':
        encoder.align('center').line(inPrinterLetters(line.text));
        break;
      case 'text':
        encoder.align('left').line(inPrinterLetters(line.text));
        break;
      case 'pair': {
        const value = inPrinterLetters(line.value);
        const valueWidth = Math.max(1, Math.min(value.length, columns - 8));
        encoder.align('left').bold(Boolean(line.bold));
        if (line.big) encoder.height(2);
        encoder.table(
          [
            { width: columns - valueWidth - 1, marginRight: 1, align: 'left', overflow: 'wrap' },
            { width: valueWidth, align: 'right', overflow: 'wrap' },
          ],
          [[inPrinterLetters(line.label), value]],
        );
        if (line.big) encoder.height(1);
        encoder.bold(false);
        break;
      }
      case 'rule':
        encoder.align('left').line('-'.repeat(columns));
        break;
    }
  }
  return encoder.cut('partial').encode();
}
