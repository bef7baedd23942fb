import { isOpenStep, nextSteps, undoTarget, type AdminOrder, type OrderStep } from '@halwai/domain';
import Button from '@mui/material/Button';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslation } from 'react-i18next';

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

/** The steps a button moves an order on to (Mark Completed is a button of its own). */
type ButtonStep = Exclude<OrderStep, 'pending' | 'completed' | 'cancelled'>;
const isButtonStep = (step: OrderStep | undefined): step is ButtonStep =>
  step !== undefined && step !== 'pending' && step !== 'completed' && step !== 'cancelled';

/**
 * What staff can do next: the next step of the order's way, Mark Completed (skipping the steps
 * between) and Cancel Order while it is open, and Undo within 10 minutes of its last step.
 */
export function OrderActions({ order, onStep, onComplete, onCancel, onUndo, busyOrderId }: OrderActionHandlers & { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const busy = busyOrderId === order.id;
  const next = nextSteps(order.status, order.fulfilment.type)[0];
  const canUndo = 'to' in undoTarget(order.history, new Date());
  return (
    <>
      {canUndo && (
        <Button startIcon={<UndoIcon />} onClick={() => onUndo(order)} disabled={busy}>
          {t('actions.undo')}
        </Button>
      )}
      {isOpenStep(order.status) && (
        <>
          <Button color="error" startIcon={<CancelOutlinedIcon />} onClick={() => onCancel(order)} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          {isButtonStep(next) && (
            <Button variant="outlined" onClick={() => onStep(order, next)} disabled={busy}>
              {t(`actions.${next}`)}
            </Button>
          )}
          <Button color="success" variant="contained" startIcon={<CheckCircleOutlineIcon />} onClick={() => onComplete(order)} disabled={busy}>
            {t('actions.complete')}
          </Button>
        </>
      )}
    </>
  );
}
