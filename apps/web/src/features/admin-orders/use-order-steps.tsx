import { useState } from 'react';
import { CANCEL_REASON_MAX, formatOrderId, ORDER_STEP_LABEL, type AdminOrder, type OrderStep } from '@halwai/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../lib/admin-ui/confirm-dialog';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { formatRupeeAmount } from '../../lib/format';
import { useUndoOrderStatus } from './api/undo-order-status';
import { useUpdateOrderStatus } from './api/update-order-status';
import type { OrderActionHandlers } from './order-actions';

const doneMessage = (order: AdminOrder, step: OrderStep) => {
  const name = `Order #${formatOrderId(order.id)}`;
  if (step === 'completed') return `${name} marked as completed`;
  if (step === 'cancelled') return `${name} cancelled`;
  return `${name} is now ${ORDER_STEP_LABEL[step].toLowerCase()}`;
};

type Asking = { order: AdminOrder; step: 'completed' | 'cancelled' };

/**
 * What the order buttons do: move on a step at once, ask before completing or cancelling (a cancel
 * with the reason the customer will read), and Undo. Returns the handlers and the two questions.
 */
export function useOrderSteps(notify: (message: string, severity?: 'success' | 'error') => void) {
  const changeStatus = useUpdateOrderStatus();
  const undo = useUndoOrderStatus();
  // Kept while the dialog fades out, so its text does not vanish mid-animation.
  const [asking, setAsking] = useState<Asking | null>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');

  const failed = (order: AdminOrder) => (error: unknown) =>
    notify(errorMessage(error, `Order #${formatOrderId(order.id)} could not be updated`), 'error');
  const change = (order: AdminOrder, status: OrderStep, why?: string, refund = false) =>
    changeStatus.mutate(
      { id: order.id, status, reason: why, ...(refund && { refund }) },
      { onSuccess: () => notify(doneMessage(order, status)), onError: failed(order), onSettled: () => setOpen(false) },
    );
  const ask = (order: AdminOrder, step: Asking['step']) => {
    setAsking({ order, step });
    setReason('');
    setOpen(true);
  };

  const busyId = changeStatus.isPending ? changeStatus.variables?.id : undo.isPending ? undo.variables : undefined;
  const handlers: OrderActionHandlers = {
    onStep: (order, step) => change(order, step),
    onComplete: (order) => ask(order, 'completed'),
    onCancel: (order) => ask(order, 'cancelled'),
    onUndo: (order) =>
      undo.mutate(order.id, {
        onSuccess: (back) => notify(`Order #${formatOrderId(order.id)} is back to ${ORDER_STEP_LABEL[back.status].toLowerCase()}`),
        onError: failed(order),
      }),
    busyOrderId: busyId ?? null,
  };

  const order = asking?.order;
  const number = order ? formatOrderId(order.id) : '';
  const cancelling = asking?.step === 'cancelled';
  // An order paid through the gateway is refunded with its cancelling, once staff confirm.
  const refundable = cancelling && order !== undefined && order.paid && order.payment.by === 'gateway' && order.payment.refund === null;
  const dialog = (
    <ConfirmDialog
      open={open}
      title={refundable ? 'Cancel and refund this order?' : cancelling ? 'Cancel this order?' : 'Complete this order?'}
      confirmLabel={
        refundable && order ? `Yes, cancel and refund ${formatRupeeAmount(order.orderTotal)}` : cancelling ? 'Yes, cancel it' : 'Yes, complete it'
      }
      confirmColor={cancelling ? 'error' : 'success'}
      confirmDisabled={cancelling && reason.trim() === ''}
      cancelLabel="No"
      onConfirm={() => order && asking && change(order, asking.step, cancelling ? reason.trim() : undefined, refundable)}
      onCancel={() => setOpen(false)}
      pending={changeStatus.isPending}
    >
      {cancelling ? (
        <>
          <Typography sx={{ mb: 2 }}>
            Order #{number} from {order?.customerName} will be cancelled.
            {refundable
              ? ' It was paid online, so the full amount goes back to the customer through Razorpay. This cannot be undone.'
              : ' You can undo it within 10 minutes.'}
          </Typography>
          <TextField
            label="Reason"
            helperText="The customer sees it on their order page."
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
          Order #{number} from {order?.customerName} will be marked as completed. You can undo it within 10 minutes.
        </>
      )}
    </ConfirmDialog>
  );
  return { handlers, dialog };
}
