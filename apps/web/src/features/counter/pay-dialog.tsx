import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addPaise, formatRupees, paise, upiPayLink, type CounterPaymentPart, type FieldErrors, type Paise } from '@halwai/domain';
import { useShopInfo } from '../../lib/use-shop-info';
import { UpiQr } from '../../lib/ui/upi-qr';
import { EMPTY_PAYMENT, paymentParts, paymentState, restFor, rupeesText, typedPaise, type PaymentEntry } from './payment-entry';

export interface PayDialogProps {
  toPay: Paise;
  sending: boolean;
  /** Why the last try was refused, in the page's language. */
  error: string | null;
  /** The server's words by field (`payments`, `payments.0.reference`, …). */
  fieldErrors: FieldErrors;
  onComplete: (parts: CounterPaymentPart[]) => void;
  onClose: () => void;
}

type Method = 'cash' | 'upi' | 'card';

/**
 * Taking the money: cash (the change shown), UPI (the shop's QR for the amount, confirmed by hand), card
 * (the slip's reference), or split across them. "Complete sale" waits until the domain's
 * `settlePayments` says the bill is paid.
 */
export function PayDialog({ toPay, sending, error, fieldErrors, onComplete, onClose }: PayDialogProps) {
  const { t } = useTranslation('counter');
  const shop = useShopInfo();
  const [entry, setEntry] = useState<PaymentEntry>(EMPTY_PAYMENT);
  const state = paymentState(toPay, entry);
  const set = (change: Partial<PaymentEntry>) => setEntry((current) => ({ ...current, ...change }));
  const rest = (method: Method) => set({ [method]: rupeesText(restFor(toPay, entry, method)) });
  const upiAmount = typedPaise(entry.upi);
  const given = addPaise(...paymentParts(entry).map((part) => part.amount));
  const paymentsError = Object.entries(fieldErrors).find(([name]) => name.startsWith('payments'))?.[1]?.[0];

  const amountField = (method: Method, label: string) => (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={entry[method]}
        onChange={(event) => set({ [method]: event.target.value, ...(method === 'upi' ? { upiReceived: false } : {}) })}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        size="small"
        sx={{ flex: 1 }}
      />
      <Button
        variant="outlined"
        onClick={() => rest(method)}
        sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
        aria-label={t('pay.restBy', { method: t(`method.${method}`) })}
      >
        {method === 'cash' ? t('pay.exact') : t('pay.rest')}
      </Button>
    </Box>
  );

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby="pay-title" maxWidth="sm" fullWidth>
      <DialogTitle id="pay-title">{t('pay.title', { amount: formatRupees(toPay) })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <Box component="fieldset" sx={fieldset}>
            <legend>{t('pay.cash')}</legend>
            {amountField('cash', t('pay.cashTendered'))}
          </Box>
          <Box component="fieldset" sx={fieldset}>
            <legend>{t('pay.upi')}</legend>
            {amountField('upi', t('pay.upiAmount'))}
            {upiAmount > 0 && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
                {shop.upiId ? (
                  <UpiQr
                    link={upiPayLink({ vpa: shop.upiId, payee: shop.upiPayee || shop.name, amount: upiAmount })}
                    alt={t('pay.upiQr', { amount: formatRupees(upiAmount) })}
                    size={160}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('pay.upiNoId')}
                  </Typography>
                )}
                <FormControlLabel
                  control={
                    <Checkbox checked={entry.upiReceived} onChange={(event) => set({ upiReceived: event.target.checked })} />
                  }
                  label={t('pay.upiReceived')}
                />
              </Box>
            )}
          </Box>
          <Box component="fieldset" sx={fieldset}>
            <legend>{t('pay.card')}</legend>
            {amountField('card', t('pay.cardAmount'))}
            {typedPaise(entry.card) > 0 && (
              <TextField
                label={t('pay.cardReference')}
                value={entry.cardReference}
                onChange={(event) => set({ cardReference: event.target.value })}
                size="small"
                fullWidth
                sx={{ mt: 1 }}
              />
            )}
          </Box>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, fontVariantNumeric: 'tabular-nums' }}
            aria-live="polite"
          >
            <Typography color="text.secondary">{t('pay.given')}</Typography>
            <Typography>{formatRupees(given)}</Typography>
            {state.outcome.paid ? (
              <>
                <Typography variant="h6">{t('pay.change')}</Typography>
                <Typography variant="h6" data-testid="change-due">
                  {formatRupees(state.outcome.change)}
                </Typography>
              </>
            ) : (
              <>
                <Typography variant="h6">{t('pay.due')}</Typography>
                <Typography variant="h6">{formatRupees(paise(Math.max(0, toPay - given)))}</Typography>
              </>
            )}
          </Box>
          {state.upiWaiting && <Typography color="text.secondary">{t('pay.waitingUpi')}</Typography>}
          {state.cardReferenceMissing && <Typography color="text.secondary">{t('pay.waitingCard')}</Typography>}
          {(error || paymentsError) && <Alert severity="error">{paymentsError ?? error}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={sending}>
          {t('pay.cancel')}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!state.complete || sending}
          onClick={() => onComplete(paymentParts(entry))}
        >
          {sending ? t('pay.completing') : t('pay.complete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const fieldset = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  m: 0,
  px: 1.5,
  pb: 1.5,
  '& legend': { px: 0.5, fontWeight: 700 },
} as const;
