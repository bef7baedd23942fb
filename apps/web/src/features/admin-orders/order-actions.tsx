import { isOpenStep, nextSteps, undoTarget, type AdminOrder, type OrderStep } from '@halwai/domain';
import Button from '@mui/material/Button';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import UndoIcon from '@mui/icons-material/Undo';

export interface OrderActionHandlers {
  /** Moves the order on to a step short of the end (no question asked: Undo takes it back). */
  onStep: (order: AdminOrder, step: OrderStep) => void;
  /** Completing and cancelling ask first. */
  onComplete: (order: AdminOrder) => void;
  onCancel: (order: AdminOrder) => void;
  onUndo: (order: AdminOrder) => void;
  /** The order whose status is being sent right now, if any. */
  busyOrderId: number | null;
}

/** The button that moves an order on to each step of the kitchen's day. */
const NEXT_STEP_LABEL: Partial<Record<OrderStep, string>> = {
  confirmed: 'Confirm',
  preparing: 'Start preparing',
  ready: 'Ready for pickup',
  out_for_delivery: 'Out for delivery',
};

/**
 * What staff can do next: the next step of the order's way, Mark Completed (skipping the steps
 * between) and Cancel Order while it is open, and Undo within 10 minutes of its last step.
 */
export function OrderActions({ order, onStep, onComplete, onCancel, onUndo, busyOrderId }: OrderActionHandlers & { order: AdminOrder }) {
  const busy = busyOrderId === order.id;
  const next = nextSteps(order.status, order.fulfilment.type)[0];
  const canUndo = 'to' in undoTarget(order.history, new Date());
  return (
    <>
      {canUndo && (
        <Button startIcon={<UndoIcon />} onClick={() => onUndo(order)} disabled={busy}>
          Undo
        </Button>
      )}
      {isOpenStep(order.status) && (
        <>
          <Button color="error" startIcon={<CancelOutlinedIcon />} onClick={() => onCancel(order)} disabled={busy}>
            Cancel Order
          </Button>
          {next && next !== 'completed' && (
            <Button variant="outlined" onClick={() => onStep(order, next)} disabled={busy}>
              {NEXT_STEP_LABEL[next]}
            </Button>
          )}
          <Button color="success" variant="contained" startIcon={<CheckCircleOutlineIcon />} onClick={() => onComplete(order)} disabled={busy}>
            Mark Completed
          </Button>
        </>
      )}
    </>
  );
}
