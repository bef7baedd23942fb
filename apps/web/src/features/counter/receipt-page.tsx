import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PaperPrintStyles, heightInMm } from '../../lib/ui/paper-print-styles';
import { useReceipt } from './api/get-receipt';
import { receiptOf } from './offline/queued-sale';
import { useKeptSales, useSaleSender } from './offline/use-kept-sales';
import { ReceiptPaper } from './receipt-paper';
import { receiptWidthOf, type ReceiptWidth } from './receipt-width';

/** An order's id, not the key of a sale kept on the device. */
const isOrderId = (id: string) => /^\d+$/.test(id);

/**
 * `/counter/receipt/:id?width=58|80`: a counter bill's receipt, sized to the printer's roll. By the
 * order's id, read from the server; by a kept sale's key, read from the device (provisional until sent).
 */
export function CounterReceiptPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const width = receiptWidthOf(params.get('width'));
  const { t } = useTranslation('counter');
  const fromServer = useReceipt(id, isOrderId(id));
  const kept = useKeptSales();
  useSaleSender();
  const keptSale = isOrderId(id) ? undefined : kept?.find((s) => s.key === id);
  const receipt = isOrderId(id)
    ? fromServer
    : {
        data: keptSale && receiptOf(keptSale),
        error: kept && !keptSale ? new Error(t('receipt.notOnDevice')) : null,
      };
  const paperRef = useRef<HTMLDivElement>(null);
  const [rollMm, setRollMm] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (paperRef.current) setRollMm(heightInMm(paperRef.current.offsetHeight));
  }, [width, receipt.data]);
  const number = receipt.data ? (receipt.data.invoiceNumber ?? t('receipt.provisionalNumber')) : '';
  useDocumentTitle(t('receipt.documentTitle', { number }));
  // `?print=1` (the done dialog without a printer of its own): the print dialog opens once the paper is measured.
  const printNow = params.get('print') === '1' && receipt.data !== undefined && rollMm !== null;
  useEffect(() => {
    if (!printNow) return;
    setParams((p) => (p.delete('print'), p), { replace: true });
    window.print();
  }, [printNow, setParams]);

  const setWidth = (next: ReceiptWidth | null) => {
    if (next)
      setParams(
        (p) => {
          p.set('width', String(next));
          return p;
        },
        { replace: true },
      );
  };

  return (
    <>
      <PaperPrintStyles size={width === 58 ? '58mm' : '80mm'} rollMm={rollMm} />
      <Stack
        data-print="hide"
        direction="row"
        sx={{ gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center' }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={width}
          aria-label={t('receipt.width')}
          onChange={(_, next: ReceiptWidth | null) => setWidth(next)}
        >
          <ToggleButton value={58}>{t('receipt.mm58')}</ToggleButton>
          <ToggleButton value={80}>{t('receipt.mm80')}</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="contained" onClick={() => window.print()} disabled={!receipt.data}>
          {t('receipt.print')}
        </Button>
        <Button component={RouterLink} to={paths.counter} color="secondary">
          {t('receipt.back')}
        </Button>
      </Stack>
      {receipt.data ? (
        <ReceiptPaper sale={receipt.data} width={width} ref={paperRef} />
      ) : receipt.error ? (
        <Alert severity="error" sx={{ maxWidth: 480, mx: 'auto' }}>
          {isOrderId(id) && t('receipt.loadError')} {receipt.error.message}
        </Alert>
      ) : (
        <Typography role="status" sx={{ textAlign: 'center' }}>
          {t('receipt.loading')}
        </Typography>
      )}
    </>
  );
}
