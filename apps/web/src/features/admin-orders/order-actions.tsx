import { ORDER_STATUS, type AdminOrder } from '@halwai/domain';
import Button from '@mui/material/Button';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';

export interface OrderActionHandlers {
  onComplete: (order: AdminOrder) => void;
  onCancel: (order: AdminOrder) => void;
  /** The order whose status is being sent right now, if any. */
  busyOrderId: number | null;
}

/** Mark Completed and Cancel Order, offered only while the order is pending. */
export function OrderActions({ order, onComplete, onCancel, busyOrderId }: OrderActionHandlers & { order: AdminOrder }) {
  if (order.orderStatus !== ORDER_STATUS.Pending) return null;
  const busy = busyOrderId === order.id;
  return (
    <>
      <Button color="error" startIcon={<CancelOutlinedIcon />} onClick={() => onCancel(order)} disabled={busy}>
        Cancel Order
      </Button>
      <Button
        color="success"
        variant="contained"
        startIcon={<CheckCircleOutlineIcon />}
        onClick={() => onComplete(order)}
        disabled={busy}
      >
        Mark Completed
      </Button>
    </>
  );
}
