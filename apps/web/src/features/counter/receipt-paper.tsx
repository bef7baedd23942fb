import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { useLanguage } from '../../i18n/use-language';
import type { ReceiptLine } from '../../lib/receipt-printer/receipt-document';
import { Pair, RollPaper, Rule, SlipHeading } from '../../lib/roll-paper/roll-paper';
import type { ReceiptView } from './receipt-lines';
import type { ReceiptWidth } from './receipt-width';
import { useReceiptLines } from './use-receipt-lines';

/**
 * The receipt itself: the bill's receipt lines (the shop, the invoice number and date, the lines, the
 * sums and how it was paid), the same ones the thermal printer prints, in the page's language. A bill
 * the server has not numbered yet says it is provisional.
 */
export function ReceiptPaper({ sale, width, ref }: { sale: ReceiptView; width: ReceiptWidth; ref: React.Ref<HTMLDivElement> }) {
  const { t } = useTranslation('counter');
  const language = useLanguage();
  const lines = useReceiptLines()(sale);

  return (
    <RollPaper
      ref={ref}
      width={width}
      testId="receipt"
      lang={language}
      label={t('receipt.label', { number: sale.invoiceNumber ?? t('receipt.provisionalNumber') })}
    >
      {lines.map((line, index) => (
        <Line key={index} line={line} />
      ))}
    </RollPaper>
  );
}

function Line({ line }: { line: ReceiptLine }) {
  switch (line.kind) {
    case 'heading':
      return <SlipHeading>{line.text}</SlipHeading>;
    case 'centre':
      return <Box sx={{ textAlign: 'center' }}>{line.text}</Box>;
    case 'text':
      return <Box sx={{ pt: 0.25, whiteSpace: 'pre-wrap' }}>{line.text}</Box>;
    case 'pair':
      return <Pair label={line.label} value={line.value} bold={line.bold} big={line.big} />;
    case 'rule':
      return <Rule />;
  }
}
