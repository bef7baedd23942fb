import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { OrderView } from '@halwai/domain';
import { formatDateTime, formatOrderId, formatRupeeAmount } from '../../lib/format';
import { readMyOrders, type MyOrder } from '../../lib/my-orders';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { orderQueryOptions } from './api/get-order';
import { OrderStatusChip } from '../../lib/ui/order-status-chip';

/** `/my-orders`: the orders placed from this browser, each with its current status. */
export function MyOrdersPage() {
  useDocumentTitle('My orders');
  const [orders] = useState(() => readMyOrders());
  const statuses = useQueries({ queries: orders.map((order) => orderQueryOptions(String(order.id), order.accessKey)) });

  return (
    <Container maxWidth="md">
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        My orders
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Orders placed from this device. Open one to see its items and status.
      </Typography>

      {orders.length === 0 ? (
        <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
          <ReceiptLongOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'primary.light', mb: 1 }} />
          <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
            No orders yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            When you place an order it will show up here.
          </Typography>
          <Button component={RouterLink} to={paths.sweets()} variant="contained">
            Explore Items
          </Button>
        </Card>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {orders.map((order, index) => (
            <MyOrderRow key={order.id} order={order} status={statuses[index]} />
          ))}
        </Stack>
      )}
    </Container>
  );
}

function MyOrderRow({ order, status }: { order: MyOrder; status: UseQueryResult<OrderView> | undefined }) {
  const orderId = formatOrderId(order.id);
  return (
    <Card component="li" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2 }}>
        <div>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography component="h2" variant="h5">
              Order #{orderId}
            </Typography>
            {status?.data ? (
              <OrderStatusChip status={status.data.status} />
            ) : status?.isError ? (
              <Chip label="Status unavailable" size="small" variant="outlined" />
            ) : (
              <Chip label="Checking…" size="small" variant="outlined" />
            )}
          </Stack>
          <Typography color="text.secondary">
            {formatDateTime(order.date)} · {formatRupeeAmount(order.total)}
          </Typography>
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to={paths.orderSuccess(order.id, order.accessKey)} variant="outlined" aria-label={`View order #${orderId}`}>
            View order
          </Button>
          <Button component={RouterLink} to={paths.invoice(order.id, order.accessKey)} aria-label={`Tax invoice for order #${orderId}`}>
            Invoice
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
