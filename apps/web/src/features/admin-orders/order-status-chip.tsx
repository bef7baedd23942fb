import { ORDER_STATUS_LABEL, type OrderStatus } from '@halwai/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';

/** Pending orange, Completed green, Cancelled red (SPEC §4 order status). */
export const ORDER_STATUS_COLOR: Record<OrderStatus, ChipProps['color']> = {
  0: 'warning',
  1: 'success',
  2: 'error',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip label={ORDER_STATUS_LABEL[status]} color={ORDER_STATUS_COLOR[status]} size="small" />;
}
