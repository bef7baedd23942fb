import { useState } from 'react';
import { CANCEL_REASON_MAX, formatOrderId, type AdminOrder, type OrderStep, type PaymentMethod } from '@halwai/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../lib/admin-ui/confirm-dialog';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { formatRupeeAmount } from '../../lib/format';
import { useUndoOrderStatus } from './api/undo-order-status';
import { useUpdateOrderStatus } from './api/update-order-status';
import type { OrderActionHandlers } from './order-actions';

type T = TFunction<['admin-orders', 'common']>;

/** A step's name inside a sentence: "Order #0012 is now out for delivery". */
const stepInSentence = (step: OrderStep, t: T) => t(`orderSteps.${step}`, { ns: 'common' }).toLowerCase();

const doneMessage = (order: AdminOrder, step: OrderStep, t: T) => {
  const number = formatOrderId(order.id);
  if (step === 'completed') return t('steps.completed', { number });
  if (step === 'cancelled') return t('steps.cancelled', { number });
  return t('steps.now', { number, step: stepInSentence(step, t) });
};

type Asking = { order: AdminOrder; step: 'completed' | 'cancelled' };

/** How the money came when an unpaid order is handed over, or that it has not come yet. */
const RECEIVED_BY = ['cash', 'upi', 'card'] as const satisfies readonly PaymentMethod[];
type Received = (typeof RECEIVED_BY)[number] | 'notYet';

/**
 * What the order buttons do: move on a step at once, ask before completing or cancelling (a cancel
 * with the reason the customer will read), and Undo. Returns the handlers and the two questions.
 */
export function useOrderSteps(notify: (message: string, severity?: 'success' | 'error') => void) {
  const { t } = useTranslation(['admin-orders', 'common']);
  const changeStatus = useUpdateOrderStatus();
  const undo = useUndoOrderStatus();
  // Kept while the dialog fades out, so its text does not vanish mid-animation.
  const [asking, setAsking] = useState<Asking | null>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [received, setReceived] = useState<Received | null>(null);

  const failed = (order: AdminOrder) => (error: unknown) =>
    notify(errorMessage(error, t('steps.failed', { number: formatOrderId(order.id) })), 'error');
  const change = (order: AdminOrder, status: OrderStep, why?: string, refund = false, paidBy?: PaymentMethod) =>
    changeStatus.mutate(
      { id: order.id, status, reason: why, ...(refund && { refund }), ...(paidBy && { paidBy }) },
      { onSuccess: () => notify(doneMessage(order, status, t)), onError: failed(order), onSettled: () => setOpen(false) },
    );
  const ask = (order: AdminOrder, step: Asking['step']) => {
    setAsking({ order, step });
    setReason('');
    setReceived(null);
    setOpen(true);
  };

  const busyId = changeStatus.isPending ? changeStatus.variables?.id : undo.isPending ? undo.variables : undefined;
  const handlers: OrderActionHandlers = {
    onStep: (order, step) => change(order, step),
    onComplete: (order) => ask(order, 'completed'),
    onCancel: (order) => ask(order, 'cancelled'),
    onUndo: (order) =>
      undo.mutate(order.id, {
        onSuccess: (back) => notify(t('steps.back', { number: formatOrderId(order.id), step: stepInSentence(back.status, t) })),
        onError: failed(order),
      }),
    busyOrderId: busyId ?? null,
  };

  const order = asking?.order;
  const number = order ? formatOrderId(order.id) : '';
  const cancelling = asking?.step === 'cancelled';
  // An order paid through the gateway is refunded with its cancelling, once staff confirm.
  const refundable = cancelling && order !== undefined && order.paid && order.payment.by === 'gateway' && order.payment.refund === null;
  // Handing over an unpaid order: staff say whether, and how, the money came.
  const askPayment = !cancelling && order !== undefined && !order.paid;
  const dialog = (
    <ConfirmDialog
      open={open}
      title={refundable ? t('steps.cancelRefundTitle') : cancelling ? t('steps.cancelTitle') : t('steps.completeTitle')}
      confirmLabel={
        refundable && order
          ? t('steps.yesCancelRefund', { amount: formatRupeeAmount(order.orderTotal) })
          : cancelling
            ? t('steps.yesCancel')
            : t('steps.yesComplete')
      }
      confirmColor={cancelling ? 'error' : 'success'}
      confirmDisabled={(cancelling && reason.trim() === '') || (askPayment && received === null)}
      onConfirm={() =>
        order &&
        asking &&
        change(order, asking.step, cancelling ? reason.trim() : undefined, refundable, askPayment && received !== 'notYet' ? (received ?? undefined) : undefined)
      }
      onCancel={() => setOpen(false)}
      pending={changeStatus.isPending}
    >
      {cancelling ? (
        <>
          <Typography sx={{ mb: 2 }}>
            {t('steps.willBeCancelled', { number, name: order?.customerName ?? '' })}{' '}
            {refundable ? t('steps.refundNote') : t('steps.undoNote')}
          </Typography>
          <TextField
            label={t('steps.reason')}
            helperText={t('steps.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
          />
        </>
      ) : (
        <>
          <Typography sx={askPayment ? { mb: 2 } : undefined}>{t('steps.willBeCompleted', { number, name: order?.customerName ?? '' })}</Typography>
          {askPayment && order && (
            <FormControl>
              <FormLabel id="payment-received">{t('steps.paymentReceived', { amount: formatRupeeAmount(order.orderTotal) })}</FormLabel>
              <RadioGroup aria-labelledby="payment-received" value={received ?? ''} onChange={(event) => setReceived(event.target.value as Received)}>
                {RECEIVED_BY.map((method) => (
                  <FormControlLabel key={method} value={method} control={<Radio />} label={t(`paymentMethods.${method}`)} />
                ))}
                <FormControlLabel value="notYet" control={<Radio />} label={t('steps.notYet')} />
              </RadioGroup>
            </FormControl>
          )}
        </>
      )}
    </ConfirmDialog>
  );
  return { handlers, dialog };
}
