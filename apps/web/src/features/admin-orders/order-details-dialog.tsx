import { chatLink, formatOrderId, MESSAGES, type AdminOrder } from '@halwai/domain';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { translateMessage } from '../../i18n/translate-message';
import { useLanguage } from '../../i18n/use-language';
import { formatDateTime, formatMobile, formatRupeeAmount, telLink } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useOrder } from './api/get-order';
import { OrderActions, type OrderActionHandlers } from './order-actions';
import { OrderFulfilment } from './order-fulfilment';
import { MoveSlotButton } from './move-slot-dialog';
import { OrderHistory } from './order-history';
import { OrderPayment } from './order-payment';
import { NotificationStatusList } from './notification-status-list';
import { CustomerMessageList } from './customer-message-list';
import { OrderRatingSummary } from './order-rating-summary';
import { formatLineAmount, formatUnitPrice, itemName } from './order-lines';
import { OrderStatusChip } from '../../lib/ui/order-status-chip';
import { TableHeadRow } from '../../lib/admin-ui/table-head-row';
import { BoxContents } from '../../lib/ui/box-contents';

interface OrderDetailsDialogProps extends OrderActionHandlers {
  /** The list's copy, shown until the server's fresh one arrives. */
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
}

/** The whole order: every line with its amount, the customer with call and chat links, and the next steps. */
export function OrderDetailsDialog({ order: listed, open, onClose, ...actions }: OrderDetailsDialogProps) {
  const { t } = useTranslation('admin-orders');
  const language = useLanguage();
  const fresh = useOrder(listed.id, listed);
  const order = fresh.data ?? listed;
  // The list's copy (the placeholder) has no notifications; only the server's answer says how they stand.
  const notifications = fresh.isPlaceholderData ? undefined : fresh.data?.notifications;
  const messages = fresh.isPlaceholderData ? undefined : fresh.data?.messages;
  // Offline, the call waits for the network: say so rather than show it loading for ever.
  const offline = fresh.isPlaceholderData && fresh.fetchStatus === 'paused';
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const orderNumber = formatOrderId(order.id);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="order-details-title">
      <DialogTitle id="order-details-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {t('order.title', { number: orderNumber })}
        <OrderStatusChip status={order.status} />
      </DialogTitle>
      <DialogContent dividers>
        {offline && (
          <Alert severity="warning" role="status" sx={{ mb: 2 }}>
            {translateMessage(MESSAGES.offlineOrderDetails)}
          </Alert>
        )}
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <Typography color="text.secondary">{t('details.placed', { at: formatDateTime(order.orderDate) })}</Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{order.customerName}</Typography>
          <Stack direction="row" spacing={2}>
            <Link href={telLink(order.customerMobile)}>{t('details.call', { mobile: formatMobile(order.customerMobile) })}</Link>
            <Link href={chatLink(order.customerMobile)} target="_blank" rel="noopener noreferrer">
              {t('details.chat')}
            </Link>
          </Stack>
          {order.customerEmail && (
            <Link href={`mailto:${order.customerEmail}`} sx={{ overflowWrap: 'anywhere' }}>
              {order.customerEmail}
            </Link>
          )}
        </Stack>
        <Stack spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <OrderFulfilment fulfilment={order.fulfilment} full />
          <MoveSlotButton order={order} />
        </Stack>
        {order.giftMessage && (
          <Box sx={{ mb: 2, p: 1.5, borderRadius: 1, bgcolor: 'grey.100' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t('details.giftMessage')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.giftMessage}</Typography>
          </Box>
        )}
        <Table size="small" aria-label={t('details.itemsOf', { number: orderNumber })}>
          <TableHeadRow
            columns={[
              t('details.item'),
              { label: t('details.qty'), align: 'right' },
              { label: t('details.price'), align: 'right' },
              { label: t('details.amount'), align: 'right' },
            ]}
          />
          <TableBody>
            {order.items.map((item, index) => (
              <TableRow key={index}>
                <TableCell component="th" scope="row">
                  {itemName(item, language)}
                  {item.choices && <BoxContents choices={item.choices} language={language} />}
                  {item.variant && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {item.variant}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
                <TableCell align="right">{formatUnitPrice(item)}</TableCell>
                <TableCell align="right">{formatLineAmount(item)}</TableCell>
              </TableRow>
            ))}
            {(order.discount ?? 0) > 0 && (
              <TableRow>
                <TableCell component="th" scope="row" colSpan={3}>
                  {t('details.offer', { code: order.offerCode })}
                </TableCell>
                <TableCell align="right">−{formatRupeeAmount(order.discount ?? 0)}</TableCell>
              </TableRow>
            )}
            {order.fulfilment.type === 'delivery' && (
              <TableRow>
                <TableCell component="th" scope="row" colSpan={3}>
                  {t('order.deliveryCharge')}
                </TableCell>
                <TableCell align="right">
                  {order.fulfilment.deliveryCharge > 0 ? formatRupeeAmount(order.fulfilment.deliveryCharge) : t('order.free')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" colSpan={3} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem' }}>
                {t('order.total')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'primary.dark', fontSize: '1rem' }}>
                {formatRupeeAmount(order.orderTotal)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
        <OrderHistory history={order.history} />
        <OrderPayment order={order} />
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }} aria-label={t('details.packingSlip')}>
          <Typography sx={{ mr: 0.5 }}>{t('details.packingSlip')}</Typography>
          <Button size="small" variant="outlined" startIcon={<PrintIcon />} component={RouterLink} to={paths.packingSlip(order.id, '80mm')} target="_blank" rel="noopener">
            {t('details.roll')}
          </Button>
          <Button size="small" variant="outlined" startIcon={<PrintIcon />} component={RouterLink} to={paths.packingSlip(order.id, 'a4')} target="_blank" rel="noopener">
            {t('details.a4')}
          </Button>
        </Stack>
        <OrderRatingSummary rating={fresh.data?.rating} loaded={!fresh.isPlaceholderData} />
        <CustomerMessageList orderId={order.id} messages={messages} sendByHand={fresh.isPlaceholderData ? undefined : fresh.data?.sendByHand} />
        <NotificationStatusList notifications={notifications} offline={offline} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose} sx={{ mr: 'auto' }}>
          {t('details.close')}
        </Button>
        <OrderActions order={order} {...actions} />
      </DialogActions>
    </Dialog>
  );
}
