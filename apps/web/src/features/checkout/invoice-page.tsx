import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { getToken } from '../../lib/session';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useInvoice } from './api/get-invoice';
import { InvoiceA4, InvoiceReceipt } from './invoice-documents';
import { PaperPrintStyles } from '../../lib/ui/paper-print-styles';

type InvoiceLayout = 'a4' | 'receipt';
import { OrderNotFound } from './order-not-found';

/**
 * Staff open an invoice without a key: the PDF then needs their token, which a plain link cannot
 * carry (credentials never travel in a URL), so it is fetched and handed to the browser as a file.
 */
async function downloadWithToken(url: string, fileName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error('The PDF could not be downloaded');
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** `/invoice/:id?key=…[&layout=receipt]`: the order's GST tax invoice to print, on A4 or an 80 mm receipt roll. */
export function InvoicePage() {
  // "Order not found" is said through the `messages` words: wait for them too.
  const { t } = useTranslation(['checkout', 'messages']);
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const accessKey = searchParams.get('key') ?? '';
  const layout: InvoiceLayout = searchParams.get('layout') === 'receipt' ? 'receipt' : 'a4';
  const { data: invoice, error, isPending, refetch } = useInvoice(id, accessKey);
  const [downloadError, setDownloadError] = useState(false);
  const receiptRef = useRef<HTMLDivElement>(null);
  const [receiptMm, setReceiptMm] = useState<number | null>(null);
  useLayoutEffect(() => {
    // CSS pixels are 1/96 inch; a few millimetres spare so the last line never spills onto a second piece.
    if (receiptRef.current) setReceiptMm(Math.ceil((receiptRef.current.offsetHeight * 25.4) / 96) + 4);
  }, [layout, invoice]);
  useDocumentTitle(
    invoice ? t('invoicePage.documentTitle', { number: invoice.number }) : error ? t('order.notFoundTitle') : t('invoicePage.title'),
  );

  if (!invoice) {
    if (isPending) {
      return (
        <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{t('invoicePage.loading')}</Typography>
        </Box>
      );
    }
    return <OrderNotFound id={id} error={error} onRetry={() => void refetch()} />;
  }

  const setLayout = (next: InvoiceLayout | null) => {
    if (!next) return;
    setSearchParams(
      (params) => {
        if (next === 'receipt') params.set('layout', 'receipt');
        else params.delete('layout');
        return params;
      },
      { replace: true },
    );
  };
  const pdfUrl = paths.invoicePdf(Number(id), accessKey);
  const pdfName = `invoice-${invoice.number.replace(/[^\w-]+/g, '-')}.pdf`;

  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <PaperPrintStyles size={layout === 'a4' ? 'a4' : '80mm'} rollMm={receiptMm} />
      <Stack
        data-print="hide"
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ maxWidth: '210mm', mx: 'auto', mb: 2, gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <ToggleButtonGroup value={layout} exclusive onChange={(_, next: InvoiceLayout | null) => setLayout(next)} aria-label={t('invoicePage.paper')} size="small">
          <ToggleButton value="a4">{t('invoicePage.a4')}</ToggleButton>
          <ToggleButton value="receipt">{t('invoicePage.receipt')}</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" onClick={() => window.print()}>
            {t('invoicePage.print')}
          </Button>
          {accessKey ? (
            <Button variant="outlined" href={pdfUrl} target="_blank" rel="noopener">
              {t('invoicePage.download')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              onClick={() => {
                setDownloadError(false);
                downloadWithToken(pdfUrl, pdfName).catch(() => setDownloadError(true));
              }}
            >
              {t('invoicePage.download')}
            </Button>
          )}
          {accessKey && (
            <Button component={RouterLink} to={paths.orderSuccess(Number(id), accessKey)} color="secondary">
              {t('invoicePage.viewOrder')}
            </Button>
          )}
        </Stack>
      </Stack>
      {downloadError && (
        <Alert data-print="hide" severity="error" sx={{ maxWidth: '210mm', mx: 'auto', mb: 2 }}>
          {t('invoicePage.downloadFailed')}
        </Alert>
      )}
      {layout === 'receipt' ? <InvoiceReceipt invoice={invoice} ref={receiptRef} /> : <InvoiceA4 invoice={invoice} />}
    </Box>
  );
}
