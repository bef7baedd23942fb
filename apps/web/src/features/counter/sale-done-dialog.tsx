import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatRupees, rupeesToPaise } from '@halwai/domain';
import { receiptOf, type QueuedSale } from './offline/queued-sale';
import { PrintBillButton } from './print-bill-button';
import { SendBillButton } from './send-bill-button';

/**
 * The sale is done: the change to give back, large, and the invoice number; while the sale waits on
 * the device to reach the server, a provisional bill, numbered as soon as it arrives.
 */
export function SaleDoneDialog({ sale, onNewSale }: { sale: QueuedSale; onNewSale: () => void }) {
  const { t } = useTranslation('counter');
  const sent = sale.sale;
  const change = sent ? sent.change : sale.bill.change;
  return (
    <Dialog open onClose={onNewSale} aria-labelledby="done-title" maxWidth="xs" fullWidth>
      <DialogTitle id="done-title">{t('done.title')}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        {change > 0 ? (
          <>
            <Typography color="text.secondary">{t('done.change')}</Typography>
            <Typography data-testid="sale-change" sx={{ fontSize: '2.6rem', fontWeight: 800 }}>
              {formatRupees(rupeesToPaise(change))}
            </Typography>
          </>
        ) : (
          <Typography variant="h6">{t('done.noChange')}</Typography>
        )}
        {sent ? (
          <Typography sx={{ mt: 1, fontWeight: 600 }} data-testid="sale-invoice">
            {t('done.invoice', { number: sent.invoiceNumber })}
          </Typography>
        ) : (
          <Alert severity="warning" icon={false} sx={{ mt: 1.5, textAlign: 'left' }} data-testid="sale-provisional">
            <strong>{t('done.provisional')}</strong>
            <br />
            {t('done.provisionalNote')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <PrintBillButton receipt={receiptOf(sale)} receiptId={sent ? sent.id : sale.key} />
        {sent?.customerMobile && <SendBillButton saleId={sent.id} mobile={sent.customerMobile} />}
        <Button variant="contained" size="large" onClick={onNewSale} autoFocus>
          {t('done.newSale')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
