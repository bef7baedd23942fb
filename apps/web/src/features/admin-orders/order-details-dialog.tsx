import { chatLink, formatOrderId, type AdminOrder } from '@halwai/domain';
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
import { formatDateTime, formatMobile, formatRupeeAmount, telLink } from '../../lib/format';
import { useOrder } from './api/get-order';
import { OrderActions, type OrderActionHandlers } from './order-actions';
import { OrderFulfilment } from './order-fulfilment';
import { OrderPayment } from './order-payment';
import { NotificationStatusList } from './notification-status-list';
import { formatLineAmount, formatUnitPrice } from './order-lines';
import { OrderStatusChip } from '../../lib/ui/order-status-chip';
import { TableHeadRow } from '../../lib/admin-ui/table-head-row';

interface OrderDetailsDialogProps extends OrderActionHandlers {
  /** The list's copy, shown until the server's fresh one arrives. */
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
}

/** The whole order: every line with its amount, the customer with call and chat links, and the next steps. */
export function OrderDetailsDialog({ order: listed, open, onClose, ...actions }: OrderDetailsDialogProps) {
  const fresh = useOrder(listed.id, listed);
  const order = fresh.data ?? listed;
  // The list's copy (the placeholder) has no notifications; only the server's answer says how they stand.
  const notifications = fresh.isPlaceholderData ? undefined : fresh.data?.notifications;
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const orderNumber = formatOrderId(order.id);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="order-details-title">
      <DialogTitle id="order-details-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        Order #{orderNumber}
        <OrderStatusChip status={order.orderStatus} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <Typography color="text.secondary">Placed {formatDateTime(order.orderDate)}</Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{order.customerName}</Typography>
          <Stack direction="row" spacing={2}>
            <Link href={telLink(order.customerMobile)}>Call {formatMobile(order.customerMobile)}</Link>
            <Link href={chatLink(order.customerMobile)} target="_blank" rel="noopener noreferrer">
              Chat on WhatsApp
            </Link>
          </Stack>
        </Stack>
        <Box sx={{ mb: 2 }}>
          <OrderFulfilment fulfilment={order.fulfilment} full />
        </Box>
        <Table size="small" aria-label={`Items of order #${orderNumber}`}>
          <TableHeadRow
            columns={[
              'Item',
              { label: 'Qty', align: 'right' },
              { label: 'Price', align: 'right' },
              { label: 'Amount', align: 'right' },
            ]}
          />
          <TableBody>
            {order.items.map((item, index) => (
              <TableRow key={index}>
                <TableCell component="th" scope="row">
                  {item.name}
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
            {order.fulfilment.type === 'delivery' && (
              <TableRow>
                <TableCell component="th" scope="row" colSpan={3}>
                  Delivery charge
                </TableCell>
                <TableCell align="right">
                  {order.fulfilment.deliveryCharge > 0 ? formatRupeeAmount(order.fulfilment.deliveryCharge) : 'Free'}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" colSpan={3} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem' }}>
                Total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'primary.dark', fontSize: '1rem' }}>
                {formatRupeeAmount(order.orderTotal)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
        <OrderPayment order={order} />
        <NotificationStatusList notifications={notifications} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose} sx={{ mr: 'auto' }}>
          Close
        </Button>
        <OrderActions order={order} {...actions} />
      </DialogActions>
    </Dialog>
  );
}
