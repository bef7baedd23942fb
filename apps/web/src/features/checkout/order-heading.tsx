import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { ORDER_STATUS, ORDER_STEP_LABEL, type OrderStep, type OrderView } from '@halwai/domain';
import { formatMobile, formatOrderId } from '../../lib/format';
import { useShopInfo } from '../../lib/use-shop-info';

/** What an open order's step means to the customer. */
const OPEN_STEP_TEXT: Partial<Record<OrderStep, string>> = {
  confirmed: 'The shop has confirmed your order. Keep this page: it shows each step.',
  preparing: 'Your order is being prepared. Keep this page: it shows each step.',
  ready: 'Your order is ready: collect it at the shop.',
  out_for_delivery: 'Your order is on its way to you.',
};

/**
 * The top of the order page, saying what is true now: placed and waiting for the shop's call,
 * a later step of the shop's day, completed, or cancelled. A cancelled order never shows the tick or the promise of a call.
 * `children` (e.g. the WhatsApp button) shows only while the order is still open.
 */
export function OrderHeading({ order, children }: { order: OrderView; children?: ReactNode }) {
  const shop = useShopInfo();
  const mobile = <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatMobile(order.customerMobile)}</Box>;

  if (order.orderStatus === ORDER_STATUS.Cancelled) {
    return (
      <Heading
        icon={<CancelIcon aria-hidden sx={{ fontSize: 72, color: 'error.main', mb: 1 }} />}
        chip={<Chip label="Order Cancelled" color="error" sx={{ mb: 2 }} />}
        title="This order was cancelled"
      >
        Order #{formatOrderId(order.id)} was cancelled and will not be delivered. If you did not expect this, call us on{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{shop.phone}</Box>.
      </Heading>
    );
  }
  if (order.orderStatus === ORDER_STATUS.Completed) {
    return (
      <Heading
        icon={<TaskAltIcon aria-hidden sx={{ fontSize: 72, color: 'success.main', mb: 1 }} />}
        chip={<Chip label="Order Completed" color="success" sx={{ mb: 2 }} />}
        title={`Thank you, ${order.customerName}!`}
      >
        Your order is completed. We hope you enjoy it.
      </Heading>
    );
  }
  return (
    <Heading
      icon={<CheckCircleIcon aria-hidden sx={{ fontSize: 72, color: 'success.main', mb: 1 }} />}
      chip={<Chip label={order.status === 'pending' ? 'Order Placed' : `Order ${ORDER_STEP_LABEL[order.status]}`} color="success" sx={{ mb: 2 }} />}
      title={`Thank you, ${order.customerName}!`}
      action={children}
    >
      {order.status === 'pending' ? (
        <>We have your order and will call {mobile} to confirm it. Keep this page: it shows your order&apos;s status.</>
      ) : (
        OPEN_STEP_TEXT[order.status]
      )}
    </Heading>
  );
}

interface HeadingProps {
  icon: ReactNode;
  chip: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

function Heading({ icon, chip, title, children, action }: HeadingProps) {
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', mb: 4 }}>
      {icon}
      {chip}
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '48ch' }}>
        {children}
      </Typography>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Stack>
  );
}
