import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatRupees, rupeesToPaise, type CounterSale } from '@halwai/domain';
import { PrintBillButton } from './print-bill-button';
import { SendBillButton } from './send-bill-button';

/** The sale went through: the change to give back, large, the invoice number, and what comes next. */
export function SaleDoneDialog({ sale, onNewSale }: { sale: CounterSale; onNewSale: () => void }) {
  const { t } = useTranslation('counter');
  return (
    <Dialog open onClose={onNewSale} aria-labelledby="done-title" maxWidth="xs" fullWidth>
      <DialogTitle id="done-title">{t('done.title')}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        {sale.change > 0 ? (
          <>
            <Typography color="text.secondary">{t('done.change')}</Typography>
            <Typography data-testid="sale-change" sx={{ fontSize: '2.6rem', fontWeight: 800 }}>
              {formatRupees(rupeesToPaise(sale.change))}
            </Typography>
          </>
        ) : (
          <Typography variant="h6">{t('done.noChange')}</Typography>
        )}
        <Typography sx={{ mt: 1, fontWeight: 600 }} data-testid="sale-invoice">
          {t('done.invoice', { number: sale.invoiceNumber })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <PrintBillButton sale={sale} />
        {sale.customerMobile && <SendBillButton saleId={sale.id} mobile={sale.customerMobile} />}
        <Button variant="contained" size="large" onClick={onNewSale} autoFocus>
          {t('done.newSale')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
