import { useState } from 'react';
import { owesPayment, PAYMENT_METHODS, type AdminOrder, type Invoice, type PaymentMethod } from '@halwai/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { translateCoded } from '../../i18n/translate-message';
import { apiFetch } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { orderKeys } from './api/order-keys';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { markOrderPaid } from './api/mark-order-paid';
import { paymentChip } from './payment-words';

const invoiceKey = (orderId: number) => ['admin-invoices', orderId] as const;
/** What staff take by hand; the gateway's own methods arrive with its proof. */
const HAND_METHODS = PAYMENT_METHODS;

/**
 * The order's invoice number and how it was paid (method, reference, when, by whom), with what staff
 * do by hand: mark it paid (asking how) or unpaid, and try a refused refund again.
 */
export function OrderPayment({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const queryClient = useQueryClient();
  const orderId = order.id;
  const [asking, setAsking] = useState(false);
  const invoice = useQuery({
    queryKey: invoiceKey(orderId),
    queryFn: ({ signal }) => apiFetch<Invoice>(`/api/orders/${orderId}/invoice`, { signal }),
    retry: false,
  });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: invoiceKey(orderId) }), queryClient.invalidateQueries({ queryKey: orderKeys.all })]);
  const mark = useMutation({
    mutationFn: (body: { paid: boolean; method?: PaymentMethod; reference?: string }) => markOrderPaid(orderId, body),
    // The card on the board shows the mark too; other boards hear of it live.
    onSuccess: async () => {
      setAsking(false);
      await refresh();
    },
  });
  const retry = useMutation({
    mutationFn: () => apiFetch(`/api/admin/orders/${orderId}/refund`, { method: 'POST' }),
    onSuccess: refresh,
  });
  const payment = { ...order.payment, paid: order.paid };
  const refund = order.payment.refund;
  // Cancelled before anyone paid: nothing is owed, so nothing to mark.
  const nothingOwed = !order.paid && !refund && !owesPayment(order);
  const label = nothingOwed ? { text: t('paymentChip.nothingOwed'), tone: 'default' as const } : paymentChip(payment, t);
  return (
    <Stack spacing={1} sx={{ mt: 2 }} component="section" aria-label={t('payment.label')}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {invoice.data && <Typography>{t('payment.invoice', { number: invoice.data.number })}</Typography>}
        <Chip label={label.text} color={label.tone} size="small" />
        {!refund && !nothingOwed && (
          <Button size="small" variant="outlined" disabled={mark.isPending} onClick={() => (payment.paid ? mark.mutate({ paid: false }) : setAsking(true))}>
            {payment.paid ? t('payment.markUnpaid') : t('payment.markPaid')}
          </Button>
        )}
        {invoice.data && (
          <Button size="small" component={RouterLink} to={paths.invoice(orderId)} target="_blank" rel="noopener">
            {t('payment.printableInvoice')}
          </Button>
        )}
      </Stack>
      {payment.paid && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[
            order.payment.reference && t('payment.reference', { reference: order.payment.reference }),
            order.payment.paidAt && t('payment.paidAt', { at: formatDateTime(order.payment.paidAt) }),
            order.payment.by &&
              (order.payment.by === 'gateway' ? t('payment.byGateway') : t('payment.markedBy', { by: order.payment.by })),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      {order.payment.flag && <Alert severity="warning">{translateCoded({ code: '', params: {}, ...order.payment.flagCode, message: order.payment.flag })}</Alert>}
      {refund && (
        <Alert
          severity={refund.status === 'refunded' ? 'success' : refund.error ? 'error' : 'info'}
          action={
            refund.status !== 'refunded' && refund.error ? (
              <Button color="inherit" size="small" onClick={() => retry.mutate()} disabled={retry.isPending}>
                {t('payment.retryRefund')}
              </Button>
            ) : undefined
          }
        >
          {refund.status === 'refunded'
            ? t('payment.refunded', { id: refund.id ?? '' })
            : refund.error
              ? t('payment.refundFailed', { error: refund.error })
              : t('payment.refundAsked')}
        </Alert>
      )}
      {mark.isError && <Alert severity="error">{errorMessage(mark.error, t('payment.markFailed'))}</Alert>}
      {retry.isError && <Alert severity="error">{errorMessage(retry.error, t('payment.retryFailed'))}</Alert>}
      <MarkPaidDialog open={asking} pending={mark.isPending} onClose={() => setAsking(false)} onConfirm={(method, reference) => mark.mutate({ paid: true, method, ...(reference ? { reference } : {}) })} />
    </Stack>
  );
}

/** How the money came, and a reference if staff have one (a UPI transaction id, a card slip number). */
function MarkPaidDialog({
  open,
  pending,
  onClose,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (method: PaymentMethod, reference: string) => void;
}) {
  const { t } = useTranslation('admin-orders');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [reference, setReference] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="mark-paid-title" maxWidth="xs" fullWidth>
      <DialogTitle id="mark-paid-title">{t('payment.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label={t('payment.paidBy')} value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
            {HAND_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`paymentMethods.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('payment.referenceField')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            helperText={t('payment.referenceHint')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('payment.cancel')}</Button>
        <Button variant="contained" disabled={pending} onClick={() => onConfirm(method, reference.trim())}>
          {t('payment.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
