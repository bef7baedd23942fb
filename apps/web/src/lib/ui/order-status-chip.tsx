import type { OrderStep } from '@halwai/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/**
 * Pending orange, the kitchen's steps blue, ready or on its way purple, Completed green, Cancelled red;
 * the label always says it in words too.
 */
const COLOUR: Record<OrderStep, ChipProps['color']> = {
  pending: 'warning',
  confirmed: 'info',
  preparing: 'info',
  ready: 'secondary',
  out_for_delivery: 'secondary',
  completed: 'success',
  cancelled: 'error',
};

/** An order's step as customers and staff see it, on the order page and in the back office alike. */
export function OrderStatusChip({ status }: { status: OrderStep }) {
  const { t } = useTranslation('common');
  return <Chip label={t(`orderSteps.${status}`)} color={COLOUR[status]} size="small" />;
}
