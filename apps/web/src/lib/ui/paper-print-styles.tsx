import GlobalStyles from '@mui/material/GlobalStyles';

export type PaperSize = '58mm' | '80mm' | 'a4';

/**
 * The paper a page prints on: A4 with margins, or a piece of 58 mm or 80 mm thermal roll as long as the slip
 * (CSS has no "auto" page length, so the page measures the slip and passes its height in).
 */
const pageRule = (size: PaperSize, rollMm: number | null) =>
  size === 'a4' ? '@page { size: A4; margin: 12mm; }' : `@page { size: ${size} ${rollMm ?? 297}mm; margin: 0; }`;

/** What stays off the paper whatever is printed: the top bar, drawer, footer, skip link and what says so. */
export const SCREEN_ONLY =
  'header, footer, nav, [role="banner"], [role="contentinfo"], .MuiDrawer-root, [data-print="hide"], a[href="#main"]';

/**
 * Printing puts only the paper on the page: no top bar, footer, toolbar or shadow. The paper is the
 * element marked `data-paper="a4"` or `data-paper="80mm"` (an invoice, a packing slip, a run sheet).
 */
export function PaperPrintStyles({ size, rollMm = null }: { size: PaperSize; rollMm?: number | null }) {
  return (
    <>
      <style>{pageRule(size, rollMm)}</style>
      <GlobalStyles
        styles={{
          '@media print': {
            [SCREEN_ONLY]: { display: 'none !important' },
            'html, body': { background: '#fff !important' },
            'main#main': { padding: '0 !important' },
            '[data-paper]': { boxShadow: 'none !important', margin: '0 !important', border: '0 !important' },
            '[data-paper="a4"]': { maxWidth: 'none !important', padding: '0 !important' },
            '[data-paper="80mm"]': { width: '80mm !important', padding: '3mm !important' },
            '[data-paper="58mm"]': { width: '58mm !important', padding: '2mm !important' },
          },
        }}
      />
    </>
  );
}

/** CSS pixels are 1/96 inch; a few millimetres spare so the last line never spills onto a second piece. */
export const heightInMm = (pixels: number) => Math.ceil((pixels * 25.4) / 96) + 4;
