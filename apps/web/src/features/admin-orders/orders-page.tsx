import { useState } from 'react';
import { formatOrderId, ORDER_STATUS, ORDER_STATUS_LABEL, type AdminOrder, type FulfilmentType, type OrderStatus } from '@halwai/domain';
import { formatRupeeAmount } from '../../lib/format';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { ConfirmDialog } from '../../lib/admin-ui/confirm-dialog';
import { EmptyState } from '../../lib/admin-ui/empty-state';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { NoticeSnackbar } from '../../lib/admin-ui/notice-snackbar';
import { useNotice } from '../../lib/admin-ui/use-notice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SearchField } from '../../lib/ui/search-field';
import { useOrders } from './api/get-orders';
import { useUpdateOrderStatus, type NextOrderStatus } from './api/update-order-status';
import { LiveOrdersToolbar } from './live-orders-toolbar';
import { newOrders } from './new-orders';
import { NotificationsHealthBanner } from './notifications-health-banner';
import { OrderCard } from './order-card';
import { OrdersCsvExport } from './orders-csv-export';
import { OrderDetailsDialog } from './order-details-dialog';
import { useDebouncedValue } from './use-debounced-value';
import { SkeletonGrid } from '../../lib/admin-ui/skeleton-cards';
import { StatusLine } from '../../lib/admin-ui/status-line';

const SEARCH_DELAY_MS = 300;
// Two columns until very wide screens: a pending order's three buttons then fit on one line.
const GRID_SIZE = { xs: 12, md: 6, xl: 4 };
const STATUSES = Object.values(ORDER_STATUS);

const doneMessage = (order: AdminOrder, status: NextOrderStatus) =>
  `Order #${formatOrderId(order.id)} ${status === ORDER_STATUS.Completed ? 'marked as completed' : 'cancelled'}`;

/** The orders screen: newest first, filtered by status or searched by name or mobile; pending orders can be completed or cancelled. */
export function OrdersPage() {
  useDocumentTitle('Orders');
  newOrders.useViewing();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [search, setSearch] = useState('');
  const [fulfilment, setFulfilment] = useState<FulfilmentType | null>(null);
  const [placedOn, setPlacedOn] = useState('');
  const [preferredDate, setPreferredDate] = useState('');
  const orders = useOrders({ status, search: useDebouncedValue(search, SEARCH_DELAY_MS), fulfilment, placedOn, preferredDate });
  const changeStatus = useUpdateOrderStatus();
  const { notice, notify, dismiss } = useNotice();
  // Kept while their dialogs fade out, so the text does not vanish mid-animation.
  const [viewing, setViewing] = useState<AdminOrder | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [toCancel, setToCancel] = useState<AdminOrder | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const change = (order: AdminOrder, next: NextOrderStatus, refund = false) =>
    changeStatus.mutate(
      { id: order.id, status: next, ...(refund ? { refund } : {}) },
      {
        onSuccess: () => notify(doneMessage(order, next)),
        onError: (error) => notify(errorMessage(error, `Order #${formatOrderId(order.id)} could not be updated`), 'error'),
        onSettled: () => setConfirmOpen(false),
      },
    );

  const handlers = {
    onComplete: (order: AdminOrder) => change(order, ORDER_STATUS.Completed),
    onCancel: (order: AdminOrder) => {
      setToCancel(order);
      setConfirmOpen(true);
    },
    busyOrderId: changeStatus.isPending ? (changeStatus.variables?.id ?? null) : null,
  };
  const view = (order: AdminOrder) => {
    setViewing(order);
    setDetailsOpen(true);
  };
  const list = orders.data ?? [];
  // An order paid through the gateway is refunded with its cancelling, once staff confirm.
  const refundable = toCancel !== null && toCancel.paid && toCancel.payment.by === 'gateway' && toCancel.payment.refund === null;
  const filtering = status !== null || search.trim() !== '' || fulfilment !== null || placedOn !== '' || preferredDate !== '';

  return (
    <Container maxWidth="xl">
      <AdminPageHeader
        title="Orders"
        description="Newest first. Complete or cancel pending orders."
        actions={<LiveOrdersToolbar />}
      />
      <NotificationsHealthBanner />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            label="Status"
            value={status === null ? 'all' : String(status)}
            onChange={(event) => setStatus(event.target.value === 'all' ? null : (Number(event.target.value) as OrderStatus))}
            sx={{ maxWidth: { sm: 220 } }}
          >
            <MenuItem value="all">All orders</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s} value={String(s)}>
                {ORDER_STATUS_LABEL[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Pickup or delivery"
            value={fulfilment ?? 'all'}
            onChange={(event) => setFulfilment(event.target.value === 'all' ? null : (event.target.value as FulfilmentType))}
            sx={{ minWidth: { sm: 170 } }}
          >
            <MenuItem value="all">Pickup and delivery</MenuItem>
            <MenuItem value="pickup">Pickup</MenuItem>
            <MenuItem value="delivery">Delivery</MenuItem>
          </TextField>
          <DateFilter label="Placed on" value={placedOn} onChange={setPlacedOn} />
          <DateFilter label="Preferred date" value={preferredDate} onChange={setPreferredDate} />
          <SearchField label="Search by name or mobile" value={search} onChange={setSearch} />
        </Stack>
      </Paper>
      <OrdersCsvExport onError={(message) => notify(message, 'error')} />
      <StatusLine>{orders.isSuccess && `${list.length} ${list.length === 1 ? 'order' : 'orders'}`}</StatusLine>

      {orders.isError && (
        <LoadErrorAlert what="Failed to fetch orders" error={orders.error} onRetry={orders.refetch} sx={{ mb: 2 }} />
      )}
      {orders.isPending && <SkeletonGrid label="Loading orders" count={6} height={300} size={GRID_SIZE} />}
      {orders.isSuccess && list.length === 0 && (
        <EmptyState text={filtering ? 'No orders match your filter.' : 'No orders yet.'} />
      )}
      <Grid container spacing={2} sx={{ opacity: orders.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {list.map((order) => (
          <Grid key={order.id} size={GRID_SIZE}>
            <OrderCard order={order} onView={view} {...handlers} />
          </Grid>
        ))}
      </Grid>

      {viewing && <OrderDetailsDialog order={viewing} open={detailsOpen} onClose={() => setDetailsOpen(false)} {...handlers} />}
      <ConfirmDialog
        open={confirmOpen}
        title={refundable ? 'Cancel and refund this order?' : 'Cancel this order?'}
        confirmLabel={refundable ? `Yes, cancel and refund ${formatRupeeAmount(toCancel.orderTotal)}` : 'Yes, cancel it'}
        cancelLabel="No"
        onConfirm={() => toCancel && change(toCancel, ORDER_STATUS.Cancelled, refundable)}
        onCancel={() => setConfirmOpen(false)}
        pending={changeStatus.isPending}
      >
        Order #{toCancel ? formatOrderId(toCancel.id) : ''} from {toCancel?.customerName} will be cancelled. This cannot be
        undone.
        {refundable && ' It was paid online, so the full amount goes back to the customer through Razorpay.'}
      </ConfirmDialog>
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}

/** A day to filter by; empty means any day. */
function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: { md: 160 } }}
    />
  );
}
