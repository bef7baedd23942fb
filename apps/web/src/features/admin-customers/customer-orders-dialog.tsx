import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { inLanguage, type AdminOrder, type CustomerSummary } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { formatDateTime, formatMobile, formatOrderId, formatRupeeAmount, telLink } from '../../lib/format';
import { paths } from '../../lib/paths';
import { OrderStatusChip } from '../../lib/ui/order-status-chip';
import { useCustomerOrders } from './api/get-customers';

/** One customer's orders, newest first, from their row on the Customers screen; full screen on a phone. */
export function CustomerOrdersDialog({
  customer,
  onClose,
  fullScreen,
}: {
  customer: CustomerSummary | null;
  onClose: () => void;
  fullScreen: boolean;
}) {
  const { t } = useTranslation('admin-customers');
  const titleId = useId();
  // The last customer stays drawn while the dialog fades out.
  const [shown, setShown] = useState(customer);
  if (customer && customer !== shown) setShown(customer);
  const orders = useCustomerOrders(customer?.mobile ?? null);

  return (
    <Dialog open={customer !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      {shown && (
        <>
          <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
            {shown.names[0]}
          </DialogTitle>
          <DialogContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
              <Typography color="text.secondary">{formatMobile(shown.mobile)}</Typography>
              <Button
                size="small"
                href={telLink(shown.mobile)}
                startIcon={<PhoneOutlinedIcon />}
                aria-label={t('dialog.callLabel', { mobile: formatMobile(shown.mobile) })}
              >
                {t('dialog.call')}
              </Button>
            </Stack>
            {shown.names.length > 1 && (
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t('alsoKnownAs', { names: shown.names.slice(1).join(', ') })}
              </Typography>
            )}
            <Typography sx={{ mb: 2, fontWeight: 600 }}>
              {t('orders', { count: shown.orders })} · {t('spent', { amount: formatRupeeAmount(shown.totalSpent) })}
            </Typography>
            {orders.error && <Alert severity="error">{errorMessage(orders.error, t('dialog.loadFailed'))}</Alert>}
            {orders.isPending && <Skeleton variant="rounded" height={120} />}
            {orders.data && (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {orders.data.map((order) => (
                  <OrderSummary key={order.id} order={order} />
                ))}
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('dialog.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function OrderSummary({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-customers');
  const language = useLanguage();
  const id = formatOrderId(order.id);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {t('dialog.order', { id })}
          </Typography>
          <OrderStatusChip status={order.status} />
        </Stack>
        <Typography sx={{ fontWeight: 700, textDecoration: order.status === 'cancelled' ? 'line-through' : undefined }}>
          {formatRupeeAmount(order.orderTotal)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(order.orderDate)} · {order.customerName} ·{' '}
        {t(order.fulfilment.type === 'delivery' ? 'dialog.delivery' : 'dialog.pickup')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {order.items.map((line) => t('dialog.line', { ...line, name: inLanguage(language, line.name, line.nameHi) })).join(', ')}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.orderSuccess(order.id)}
        size="small"
        sx={{ mt: 0.5, ml: -1 }}
        aria-label={t('dialog.viewOrderLabel', { id })}
      >
        {t('dialog.viewOrder')}
      </Button>
    </Paper>
  );
}
