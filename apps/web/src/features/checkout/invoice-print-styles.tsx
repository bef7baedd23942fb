import GlobalStyles from '@mui/material/GlobalStyles';

export type InvoiceLayout = 'a4' | 'receipt';

/**
 * The paper each layout prints on: A4 with margins, or a piece of 80 mm roll as long as the receipt
 * (CSS has no "auto" length for a page, so the page measures the receipt; a long one runs on to a second piece).
 */
const pageRule = (layout: InvoiceLayout, receiptMm: number | null) =>
  layout === 'a4' ? '@page { size: A4; margin: 12mm; }' : `@page { size: 80mm ${receiptMm ?? 297}mm; margin: 0; }`;

/** Printing the invoice page puts only the invoice on the paper: no top bar, footer, toolbar or shadow. */
export function InvoicePrintStyles({ layout, receiptMm }: { layout: InvoiceLayout; receiptMm: number | null }) {
  return (
    <>
      <style>{pageRule(layout, receiptMm)}</style>
      <GlobalStyles
        styles={{
          '@media print': {
            'header, footer, nav, [role="banner"], [role="contentinfo"], .MuiDrawer-root, [data-print="hide"], a[href="#main"]': {
              display: 'none !important',
            },
            'html, body': { background: '#fff !important' },
            'main#main': { padding: '0 !important' },
            '[data-layout]': { boxShadow: 'none !important', margin: '0 !important' },
            '[data-layout="a4"]': { maxWidth: 'none !important', padding: '0 !important' },
            '[data-layout="a4"] table': { minWidth: '0 !important' },
            '[data-layout="receipt"]': { width: '80mm !important', padding: '3mm !important' },
          },
        }}
      />
    </>
  );
}
