import { ORDER_STATUS, ORDER_STATUS_LABEL, type OrderStatus } from '@halwai/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';

/** Pending orange, Completed green, Cancelled red (SPEC §4 order status); the label always says it in words too. */
const COLOUR: Record<OrderStatus, ChipProps['color']> = {
  [ORDER_STATUS.Pending]: 'warning',
  [ORDER_STATUS.Completed]: 'success',
  [ORDER_STATUS.Cancelled]: 'error',
};

/** An order's status as customers and staff see it, on the order page and in the back office alike. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip label={ORDER_STATUS_LABEL[status]} color={COLOUR[status]} size="small" />;
}
