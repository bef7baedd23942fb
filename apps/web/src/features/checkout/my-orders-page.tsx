import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { inLanguage, type CustomerOrder, type OrderView } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { catalogueQueryOptions } from '../../lib/api/get-catalogue';
import { useCustomerSession } from '../../lib/customer-session';
import { formatDateTime, formatOrderId, formatRupeeAmount } from '../../lib/format';
import { readMyOrders } from '../../lib/my-orders';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCustomerOrders } from './api/get-customer-orders';
import { orderQueryOptions } from './api/get-order';
import { OrderStatusChip } from '../../lib/ui/order-status-chip';
import { CustomerSignIn } from './customer-sign-in';
import { listOrders, type ListedOrder } from './listed-orders';
import { OrderAgainButton } from './order-again';

/**
 * `/my-orders`: the orders placed from this browser, and once the customer signs in with their mobile,
 * every order placed with it from any device; each with its current status and **Order again**.
 */
export function MyOrdersPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('myOrders.title'));
  const [deviceOrders] = useState(() => readMyOrders());
  const customer = useCustomerSession();
  const accountOrders = useCustomerOrders(customer?.token ?? null);
  const orders = listOrders(deviceOrders, customer ? accountOrders.data : undefined);
  // The signed-in list carries each order's status; the others are read one by one with their keys.
  const statuses = useQueries({
    queries: orders.map((order) => ({
      ...orderQueryOptions(String(order.id), order.accessKey ?? '', customer?.token ?? null),
      enabled: order.account === null,
    })),
  });

  return (
    <Container maxWidth="md">
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {t('myOrders.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('myOrders.intro')}
      </Typography>
      <CustomerSignIn />
      {customer && accountOrders.isError && <AccountOrdersFailed onRetry={() => void accountOrders.refetch()} />}

      {orders.length === 0 ? (
        <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
          <ReceiptLongOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'primary.light', mb: 1 }} />
          <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
            {t('myOrders.emptyHeading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('myOrders.emptyText')}
          </Typography>
          <Button component={RouterLink} to={paths.sweets()} variant="contained">
            {t('myOrders.explore')}
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

function AccountOrdersFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('signIn.retry')}
        </Button>
      }
    >
      {t('signIn.accountOrdersFailed')}
    </Alert>
  );
}

/**
 * "Kaju Katli 1 kg × 2, Rasgulla Box of 12 × 1 and 2 more items". The list carries the English names
 * only: a Hindi page takes each item's Hindi name from the catalogue, where it has one.
 */
function LinesSummary({ items }: { items: CustomerOrder['items'] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const catalogue = useQuery({ ...catalogueQueryOptions, enabled: language !== 'en' }).data;
  const nameOf = (line: CustomerOrder['items'][number]) =>
    inLanguage(language, line.name, catalogue?.items.find((item) => item.id === line.productId)?.nameHi);
  const shown = items.slice(0, 2).map((line) => t('orders.line', { ...line, name: nameOf(line) }));
  const more = items.length - shown.length;
  return (
    <Typography variant="body2" color="text.secondary">
      {shown.join(', ')}
      {more > 0 && ` ${t('orders.moreLines', { count: more })}`}
    </Typography>
  );
}

function MyOrderRow({ order, status }: { order: ListedOrder; status: UseQueryResult<OrderView> | undefined }) {
  const { t } = useTranslation('account');
  const orderId = formatOrderId(order.id);
  const step = order.account?.status ?? status?.data?.status;
  const lines = order.account?.items ?? status?.data?.products;
  return (
    <Card component="li" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2 }}>
        <div>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography component="h2" variant="h5">
              {t('myOrders.orderHeading', { id: orderId })}
            </Typography>
            {step ? (
              <OrderStatusChip status={step} />
            ) : status?.isError ? (
              <Chip label={t('myOrders.statusUnavailable')} size="small" variant="outlined" />
            ) : (
              <Chip label={t('myOrders.checking')} size="small" variant="outlined" />
            )}
          </Stack>
          <Typography color="text.secondary">
            {formatDateTime(order.date)} · {formatRupeeAmount(order.total)}
          </Typography>
          {order.account && <LinesSummary items={order.account.items} />}
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Button component={RouterLink} to={paths.orderSuccess(order.id, order.accessKey)} variant="outlined" aria-label={t('myOrders.viewLabel', { id: orderId })}>
            {t('myOrders.view')}
          </Button>
          {order.accessKey && (
            <Button component={RouterLink} to={paths.invoice(order.id, order.accessKey)} aria-label={t('myOrders.invoiceLabel', { id: orderId })}>
              {t('myOrders.invoice')}
            </Button>
          )}
          {lines && lines.length > 0 && <OrderAgainButton orderId={order.id} lines={lines} />}
        </Stack>
      </Stack>
    </Card>
  );
}
