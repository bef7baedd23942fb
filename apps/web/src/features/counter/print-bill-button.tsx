import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useReceiptPrinter } from '../../lib/receipt-printer/receipt-printer-store';
import { usePrinterLabel } from './printer-setting';
import type { ReceiptView } from './receipt-lines';
import { receiptPath } from './receipt-width';
import { useReceiptLines } from './use-receipt-lines';

/**
 * Print on the done dialog: straight to the connected printer, at once; without one, the receipt page
 * on this device's roll, which opens the print dialog.
 */
export function PrintBillButton({ receipt, receiptId }: { receipt: ReceiptView; receiptId: number | string }) {
  const { t } = useTranslation('counter');
  const { link, width, status, print } = useReceiptPrinter((s) => s);
  const linesOf = useReceiptLines();
  const label = usePrinterLabel();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const pagePath = `${receiptPath(receiptId, width)}&print=1`;

  if (!link)
    return (
      <Button component={RouterLink} to={pagePath} startIcon={<PrintIcon />} variant="outlined" size="large">
        {t('done.print')}
      </Button>
    );

  const onPrint = async () => {
    setOutcome(null);
    try {
      await print(linesOf(receipt));
      setOutcome({ ok: true, text: t('done.printed', { name: label(link.kind, link.device) }) });
    } catch (error) {
      setOutcome({ ok: false, text: t('done.printFailed', { reason: error instanceof Error ? error.message : String(error) }) });
    }
  };
  return (
    <>
      <Button
        startIcon={<PrintIcon />}
        variant="outlined"
        size="large"
        disabled={status === 'printing'}
        onClick={() => void onPrint()}
      >
        {status === 'printing' ? t('done.printing') : t('done.print')}
      </Button>
      {outcome && (
        <Typography
          role={outcome.ok ? 'status' : 'alert'}
          variant="body2"
          color={outcome.ok ? 'success.main' : 'error'}
          sx={{ width: '100%', order: -1, textAlign: 'center' }}
          data-testid="print-outcome"
        >
          {outcome.text} {!outcome.ok && <RouterLink to={pagePath}>{t('done.printPage')}</RouterLink>}
        </Typography>
      )}
    </>
  );
}
