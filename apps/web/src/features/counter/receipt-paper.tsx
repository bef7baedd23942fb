import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { useLanguage } from '../../i18n/use-language';
import type { ReceiptLine } from '../../lib/receipt-printer/receipt-document';
import type { ReceiptView } from './receipt-lines';
import type { ReceiptWidth } from './receipt-width';
import { useReceiptLines } from './use-receipt-lines';

/**
 * The receipt itself: the bill's receipt lines (the shop, the invoice number and date, the lines, the
 * sums and how it was paid), the same ones the thermal printer prints, in the page's language. A bill
 * the server has not numbered yet says it is provisional. Every line wraps inside the roll's width: nothing runs off the paper.
 */
export function ReceiptPaper({ sale, width, ref }: { sale: ReceiptView; width: ReceiptWidth; ref: React.Ref<HTMLDivElement> }) {
  const { t } = useTranslation('counter');
  const language = useLanguage();
  const lines = useReceiptLines()(sale);

  return (
    <Box
      ref={ref}
      data-paper={`${width}mm`}
      data-testid="receipt"
      lang={language}
      aria-label={t('receipt.label', { number: sale.invoiceNumber ?? t('receipt.provisionalNumber') })}
      sx={{
        mx: 'auto',
        width: `${width}mm`,
        boxSizing: 'border-box',
        p: width === 58 ? '2mm' : '3mm',
        bgcolor: '#fff',
        color: '#000',
        boxShadow: 2,
        fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
        fontSize: width === 58 ? '11px' : '12.5px',
        lineHeight: 1.35,
        overflowWrap: 'anywhere',
        '& p': { m: 0 },
      }}
    >
      {lines.map((line, index) => (
        <Line key={index} line={line} />
      ))}
    </Box>
  );
}

function Line({ line }: { line: ReceiptLine }) {
  switch (line.kind) {
    case 'heading':
      return (
        <Box component="h1" sx={{ fontSize: '1.3em', fontWeight: 800, m: 0, textAlign: 'center' }}>
          {line.text}
        </Box>
      );
    case 'centre':
      return <Box sx={{ textAlign: 'center' }}>{line.text}</Box>;
    case 'text':
      return <Box sx={{ pt: 0.25, whiteSpace: 'pre-wrap' }}>{line.text}</Box>;
    case 'pair':
      return <Pair label={line.label} value={line.value} bold={line.bold} big={line.big} />;
    case 'rule':
      return <Box aria-hidden sx={{ borderTop: '1px dashed #000', my: 0.75 }} />;
  }
}

function Pair({
  label,
  value,
  bold = false,
  big = false,
}: {
  label: string;
  value: string;
  bold?: boolean | undefined;
  big?: boolean | undefined;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: '1ch',
        fontWeight: bold ? 800 : 400,
        fontSize: big ? '1.15em' : undefined,
        whiteSpace: 'pre-wrap',
      }}
    >
      <Box component="span" sx={{ minWidth: 0 }}>
        {label}
      </Box>
      <Box component="span" sx={{ flexShrink: 0, textAlign: 'right' }}>
        {value}
      </Box>
    </Box>
  );
}
