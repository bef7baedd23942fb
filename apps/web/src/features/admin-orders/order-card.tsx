import { useId } from 'react';
import { formatOrderId, owesPayment, type AdminOrder } from '@halwai/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { formatDateTime, formatMobile, formatRupeeAmount, telLink } from '../../lib/format';
import { freshHighlightSx } from '../../lib/live-events/fresh-highlight';
import { newOrders } from './new-orders';
import { OrderActions, type OrderActionHandlers } from './order-actions';
import { OrderFulfilment } from './order-fulfilment';
import { describeItem, formatLineAmount } from './order-lines';
import { OrderStatusChip } from '../../lib/ui/order-status-chip';
import { cardPaymentText } from './payment-words';
import { useShopOutlets } from '../../lib/outlets/use-outlets';

/** The card shows this many lines; View Details shows them all. */
const LINES_SHOWN = 4;

interface OrderCardProps extends OrderActionHandlers {
  order: AdminOrder;
  onView: (order: AdminOrder) => void;
}

/** An order in the list: customer, mobile, date, items, total and status, with what staff can do next. */
export function OrderCard({ order, onView, ...actions }: OrderCardProps) {
  const { t } = useTranslation('admin-orders');
  const language = useLanguage();
  const titleId = useId();
  const hidden = order.items.length - LINES_SHOWN;
  const fresh = newOrders.useIsFresh(order.id);
  const shop = useShopOutlets();

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={[{ height: '100%', display: 'flex', flexDirection: 'column' }, fresh && freshHighlightSx]}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {t('order.title', { number: formatOrderId(order.id) })}
          </Typography>
          <Stack direction="row" spacing={0.75}>
            {fresh && <Chip label={t('order.new')} color="primary" size="small" />}
            {/* Where it was placed, when not the storefront: a phone order was keyed in by staff. */}
            {/* Which outlet takes it, in a shop with several. */}
            {shop.several && <Chip label={shop.nameOf(order.outletId)} size="small" variant="outlined" color="secondary" />}
            {order.channel && order.channel !== 'web' && (
              <Chip label={t(`orderChannels.${order.channel}`)} size="small" variant="outlined" />
            )}
            {/* A cancelled order nobody paid for owes nothing: no "Unpaid" to chase. */}
            {(order.paid || owesPayment(order)) && (
              <Chip
                label={cardPaymentText(order, t)}
                color={order.paid ? 'success' : 'default'}
                variant={order.paid ? 'filled' : 'outlined'}
                size="small"
              />
            )}
            <OrderStatusChip status={order.status} />
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={order.orderDate}>{formatDateTime(order.orderDate)}</time>
        </Typography>
        <Typography sx={{ mt: 1.5, fontWeight: 600, overflowWrap: 'anywhere' }}>{order.customerName}</Typography>
        <Link
          href={telLink(order.customerMobile)}
          variant="body2"
          aria-label={t('order.call', { name: order.customerName, mobile: formatMobile(order.customerMobile) })}
        >
          {formatMobile(order.customerMobile)}
        </Link>
        <Box sx={{ mt: 1 }}>
          <OrderFulfilment fulfilment={order.fulfilment} />
        </Box>
        <Divider sx={{ my: 1.5 }} />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('order.items')}>
          {order.items.slice(0, LINES_SHOWN).map((item, index) => (
            <Box component="li" key={index} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {describeItem(item, language)}
              </Typography>
              <Typography variant="body2" sx={{ flexShrink: 0 }}>
                {formatLineAmount(item)}
              </Typography>
            </Box>
          ))}
          {hidden > 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              {t('order.moreItems', { count: hidden })}
            </Typography>
          )}
          {order.fulfilment.type === 'delivery' && (
            <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
              <Typography variant="body2">{t('order.deliveryCharge')}</Typography>
              <Typography variant="body2" sx={{ flexShrink: 0 }}>
                {order.fulfilment.deliveryCharge > 0 ? formatRupeeAmount(order.fulfilment.deliveryCharge) : t('order.free')}
              </Typography>
            </Box>
          )}
        </Box>
        <Divider sx={{ my: 1.5 }} />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('order.total')}</Typography>
          <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>{formatRupeeAmount(order.orderTotal)}</Typography>
        </Stack>
      </CardContent>
      <CardActions
        sx={{
          px: 2,
          pb: 2,
          pt: 0,
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'flex-end',
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Button variant="outlined" color="secondary" onClick={() => onView(order)} aria-describedby={titleId} sx={{ mr: 'auto' }}>
          {t('order.viewDetails')}
        </Button>
        <OrderActions order={order} {...actions} />
      </CardActions>
    </Card>
  );
}
