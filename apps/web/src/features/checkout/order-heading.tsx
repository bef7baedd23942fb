import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { ORDER_STATUS, type OrderView } from '@halwai/domain';
import { formatMobile, formatOrderId } from '../../lib/format';
import { useShopInfo } from '../../lib/use-shop-info';

/** Keeps a phone number on one line. */
const noWrap = <Box component="span" sx={{ whiteSpace: 'nowrap' }} />;

/**
 * The top of the order page, saying what is true now: placed and waiting for the shop's call,
 * a later step of the shop's day, completed, or cancelled. A cancelled order never shows the tick or the promise of a call.
 * `children` (e.g. the WhatsApp button) shows only while the order is still open.
 */
export function OrderHeading({ order, children }: { order: OrderView; children?: ReactNode }) {
  const { t } = useTranslation('checkout');
  const shop = useShopInfo();
  const id = formatOrderId(order.id);

  if (order.orderStatus === ORDER_STATUS.Cancelled) {
    return (
      <Heading
        icon={<CancelIcon aria-hidden sx={{ fontSize: 72, color: 'error.main', mb: 1 }} />}
        chip={<Chip label={t('heading.cancelledChip')} color="error" sx={{ mb: 2 }} />}
        title={t('heading.cancelledTitle')}
      >
        <Trans t={t} i18nKey="heading.cancelledText" values={{ id, phone: shop.phone }} components={{ nowrap: noWrap }} />
      </Heading>
    );
  }
  if (order.orderStatus === ORDER_STATUS.Completed) {
    return (
      <Heading
        icon={<TaskAltIcon aria-hidden sx={{ fontSize: 72, color: 'success.main', mb: 1 }} />}
        chip={<Chip label={t('heading.completedChip')} color="success" sx={{ mb: 2 }} />}
        title={t('heading.thanks', { name: order.customerName })}
      >
        {t('heading.completedText')}
      </Heading>
    );
  }
  return (
    <Heading
      icon={<CheckCircleIcon aria-hidden sx={{ fontSize: 72, color: 'success.main', mb: 1 }} />}
      chip={<Chip label={t(`heading.chip.${order.status}`)} color="success" sx={{ mb: 2 }} />}
      title={t('heading.thanks', { name: order.customerName })}
      action={children}
    >
      {order.status === 'pending' ? (
        <Trans t={t} i18nKey="heading.pendingText" values={{ mobile: formatMobile(order.customerMobile) }} components={{ nowrap: noWrap }} />
      ) : order.status === 'confirmed' || order.status === 'preparing' || order.status === 'ready' || order.status === 'out_for_delivery' ? (
        t(`heading.stepText.${order.status}`)
      ) : null}
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
