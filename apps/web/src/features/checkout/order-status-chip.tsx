import Chip from '@mui/material/Chip';
import { ORDER_STATUS, ORDER_STATUS_LABEL, type OrderStatus } from '@halwai/domain';

const COLOUR = {
  [ORDER_STATUS.Pending]: 'warning',
  [ORDER_STATUS.Completed]: 'success',
  [ORDER_STATUS.Cancelled]: 'default',
} as const;

/** Pending in orange, Completed in green, Cancelled in grey. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip label={ORDER_STATUS_LABEL[status]} color={COLOUR[status]} size="small" />;
}
