import { useState } from 'react';
import { PAYMENT_METHOD_LABEL, PAYMENT_METHODS, type AdminOrder, type Invoice, type PaymentMethod } from '@halwai/domain';
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
import { apiFetch } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { paymentLabel } from '../../lib/payment-label';
import { orderKeys } from './api/order-keys';
import { errorMessage } from '../../lib/admin-ui/error-message';

const invoiceKey = (orderId: number) => ['admin-invoices', orderId] as const;
/** What staff take by hand; the gateway's own methods arrive with its proof. */
const HAND_METHODS = PAYMENT_METHODS;

/**
 * The order's invoice number and how it was paid (method, reference, when, by whom), with what staff
 * do by hand: mark it paid (asking how) or unpaid, and try a refused refund again.
 */
export function OrderPayment({ order }: { order: AdminOrder }) {
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
    mutationFn: (body: { paid: boolean; method?: PaymentMethod; reference?: string }) =>
      apiFetch(`/api/admin/orders/${orderId}/payment`, { method: 'PUT', json: body }),
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
  const label = paymentLabel(payment);
  const refund = order.payment.refund;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} component="section" aria-label="Invoice and payment">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {invoice.data && <Typography>Invoice {invoice.data.number}</Typography>}
        <Chip label={label.text} color={label.tone} size="small" />
        {!refund && (
          <Button size="small" variant="outlined" disabled={mark.isPending} onClick={() => (payment.paid ? mark.mutate({ paid: false }) : setAsking(true))}>
            {payment.paid ? 'Mark unpaid' : 'Mark paid'}
          </Button>
        )}
        {invoice.data && (
          <Button size="small" component={RouterLink} to={paths.invoice(orderId)} target="_blank" rel="noopener">
            Printable invoice
          </Button>
        )}
      </Stack>
      {payment.paid && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[
            order.payment.reference && `Reference ${order.payment.reference}`,
            order.payment.paidAt && `paid ${formatDateTime(order.payment.paidAt)}`,
            order.payment.by && (order.payment.by === 'gateway' ? 'confirmed by Razorpay' : `marked by ${order.payment.by}`),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      {order.payment.flag && <Alert severity="warning">{order.payment.flag}</Alert>}
      {refund && (
        <Alert
          severity={refund.status === 'refunded' ? 'success' : refund.error ? 'error' : 'info'}
          action={
            refund.status !== 'refunded' && refund.error ? (
              <Button color="inherit" size="small" onClick={() => retry.mutate()} disabled={retry.isPending}>
                Retry refund
              </Button>
            ) : undefined
          }
        >
          {refund.status === 'refunded'
            ? `Refunded in full through Razorpay (refund ${refund.id ?? ''}).`
            : refund.error
              ? `The refund did not go through: ${refund.error}`
              : 'Refund asked of Razorpay…'}
        </Alert>
      )}
      {mark.isError && <Alert severity="error">{errorMessage(mark.error, 'The payment could not be marked')}</Alert>}
      {retry.isError && <Alert severity="error">{errorMessage(retry.error, 'The refund could not be asked again')}</Alert>}
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
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [reference, setReference] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="mark-paid-title" maxWidth="xs" fullWidth>
      <DialogTitle id="mark-paid-title">Mark this order paid</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label="Paid by" value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
            {HAND_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {PAYMENT_METHOD_LABEL[m]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Reference (optional)"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            helperText="A UPI transaction id, a card slip number…"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={pending} onClick={() => onConfirm(method, reference.trim())}>
          Save as paid
        </Button>
      </DialogActions>
    </Dialog>
  );
}
