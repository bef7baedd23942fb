import type { RasterImage } from './escpos-receipt';
import type { ReceiptLine } from './receipt-document';

// Sizes in dots at 203 dpi: the printer's own font is 24 dots high; Devanagari needs room above and below.
const SIZE = 24;
const BIG = 32;
const GAP = 8;

/** The page's own font (Noto Sans Devanagari for Hindi), as the screen shows it. */
const deviceFont = (size: number, bold: boolean) =>
  `${bold ? 700 : 400} ${size}px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;

/** The words of `text` in lines no wider than `width` (a word wider than that stays whole on its line). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const tried = current ? `${current} ${word}` : word;
    if (current && context.measureText(tried).width > width) {
      lines.push(current);
      current = word;
    } else current = tried;
  }
  return [...lines, current];
}

/** Waits for the device's font to have the letters of these lines (a Hindi page loads its font lazily). */
export async function loadFontFor(lines: readonly ReceiptLine[]): Promise<void> {
  const text = lines.map((l) => (l.kind === 'pair' ? `${l.label}${l.value}` : l.kind === 'rule' ? '' : l.text)).join('');
  if (!document.fonts?.load) return;
  await Promise.all([document.fonts.load(deviceFont(SIZE, false), text), document.fonts.load(deviceFont(SIZE, true), text)]);
}

/** Draws a receipt line in black on white across `widthDots`, wrapped as the roll needs, for the printer's image command. */
export function rasterizeOnCanvas(line: ReceiptLine, widthDots: number): RasterImage {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the receipt');
  const big = line.kind === 'heading' || (line.kind === 'pair' && Boolean(line.big));
  const bold = big || (line.kind === 'pair' && Boolean(line.bold));
  const size = big ? BIG : SIZE;
  const font = deviceFont(size, bold);
  const lineHeight = Math.ceil(size * 1.5);
  context.font = font;

  // Each row: its left text and, on a pair's last row, its value on the right.
  let rows: { left: string; right?: string }[];
  let align: 'left' | 'center' = 'left';
  if (line.kind === 'pair') {
    const valueWidth = context.measureText(line.value).width;
    const labelRows = wrap(context, line.label, Math.max(widthDots / 2, widthDots - valueWidth - GAP * 2));
    rows = labelRows.map((left, i) => (i === labelRows.length - 1 ? { left, right: line.value } : { left }));
  } else if (line.kind === 'rule') {
    rows = [];
  } else {
    rows = wrap(context, line.text, widthDots).map((left) => ({ left }));
    align = line.kind === 'text' ? 'left' : 'center';
  }

  canvas.width = widthDots;
  canvas.height = Math.max(1, rows.length) * lineHeight;
  // Setting the size cleared the context: paint white, then the words in black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  context.font = font;
  context.textBaseline = 'middle';
  rows.forEach((row, i) => {
    const y = i * lineHeight + lineHeight / 2;
    context.textAlign = align;
    context.fillText(row.left, align === 'center' ? widthDots / 2 : 0, y);
    if (row.right !== undefined) {
      context.textAlign = 'right';
      context.fillText(row.right, widthDots, y);
    }
  });
  return context.getImageData(0, 0, canvas.width, canvas.height);
}
