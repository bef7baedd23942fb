import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid, { type GridProps } from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { inLanguage, linePaise, ORDER_STATUS, owesPayment, rupeesToPaise, type OrderView, type Payment } from '@halwai/domain';
import type { TFunction } from 'i18next';
import { useLanguage } from '../../i18n/use-language';
import { formatCalendarDay, formatDate, formatDateTime, formatOrderId, formatRupeeAmount, formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { formatSlot } from '../../lib/slot-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShopInfo } from '../../lib/use-shop-info';
import { useInvoice } from './api/get-invoice';
import { useOrder } from './api/get-order';
import { OrderHeading } from './order-heading';
import { OrderAgainButton } from './order-again';
import { OrderNotFound } from './order-not-found';
import { OrderPrintStyles } from './order-print-styles';
import { OrderRating } from './order-rating';
import { SendOnWhatsAppButton } from './send-on-whatsapp-button';
import { UpiPayment } from './upi-payment';
import { PayOnline, PaymentReturnNotice } from './pay-online';
import { paymentLabel } from '../../lib/payment-label';
import { OrderStatusChip } from '../../lib/ui/order-status-chip';
import { OrderProgress } from './order-progress';
import { BoxContents } from '../../lib/ui/box-contents';

/** How the order stands on payment, as paymentLabel reads it ("Paid · UPI", "Refunded", "Not paid yet"), in the shop's language. */
function paymentChip(payment: Payment, t: TFunction<'checkout'>): { text: string; tone: ReturnType<typeof paymentLabel>['tone'] } {
  const { tone } = paymentLabel(payment);
  if (payment.refund?.status === 'refunded') return { text: t('paymentChip.refunded'), tone };
  if (payment.refund) return { text: t(payment.refund.status === 'failed' ? 'paymentChip.refundFailed' : 'paymentChip.refundPending'), tone };
  if (!payment.paid) return { text: t('paymentChip.notPaid'), tone };
  const method = payment.method ?? (payment.by === 'gateway' ? 'online' : null);
  return { text: method ? t('paymentChip.paidBy', { method: t(`paymentMethods.${method}`) }) : t('paymentChip.paid'), tone };
}

/**
 * `/order-successful/:id?key=…` and `/order/:id?key=…`: the placed order, read with its access key,
 * or without one by the customer signed in with its mobile.
 */
export function OrderSuccessPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const accessKey = searchParams.get('key') ?? '';
  // The server's sentences (order not found, payment, rating) are said through the `messages` words: wait for them too.
  const { t } = useTranslation(['checkout', 'messages']);
  const { data: order, error, isPending, refetch } = useOrder(id, accessKey);
  useDocumentTitle(order ? t('order.documentTitle', { id: formatOrderId(order.id) }) : error ? t('order.notFoundTitle') : t('order.loadingTitle'));

  // Opened by the signed-in customer without a key: the answer carries it, for the links that need it.
  if (order) return <PlacedOrder order={order} accessKey={accessKey || order.accessKey || ''} />;
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{t('order.loading')}</Typography>
      </Box>
    );
  }
  return <OrderNotFound id={id} error={error} onRetry={() => void refetch()} />;
}

function PlacedOrder({ order, accessKey }: { order: OrderView; accessKey: string }) {
  const { t } = useTranslation('checkout');
  const orderId = formatOrderId(order.id);
  const invoice = useInvoice(order.id, accessKey).data;
  const shop = useShopInfo();
  const language = useLanguage();
  const payment = paymentChip(order.payment, t);
  return (
    <Container maxWidth="md">
      <Card sx={{ p: { xs: 2.5, sm: 4, md: 5 } }}>
        <OrderPrintStyles />
        <PaymentReturnNotice orderId={order.id} accessKey={accessKey} />
        <OrderHeading order={order}>
          <SendOnWhatsAppButton order={order} accessKey={accessKey} />
        </OrderHeading>
        <OrderProgress order={order} />

        <Grid container spacing={2} sx={{ mb: 3 }} component="dl">
          <Fact label={t('order.orderId')} size={{ xs: 6, sm: 4 }}>
            #{orderId}
          </Fact>
          <Fact label={t('order.status')} size={{ xs: 6, sm: 4 }}>
            <OrderStatusChip status={order.status} />
          </Fact>
          <Fact label={t('order.date')} size={{ xs: 12, sm: 4 }}>
            {formatDateTime(order.orderDate)}
          </Fact>
          <Fact label={order.fulfilment.type === 'delivery' ? t('order.deliveryTo') : t('order.pickup')} size={{ xs: 12, sm: order.fulfilment.preferredDate ? 8 : 12 }}>
            {order.fulfilment.type === 'delivery'
              ? `${order.fulfilment.address ?? ''}, ${order.fulfilment.pincode ?? ''}`
              : t('order.pickupAt', { address: shop.address })}
          </Fact>
          {order.fulfilment.preferredDate && (
            <Fact label={order.fulfilment.slot ? t('order.slot') : t('order.preferredDate')} size={{ xs: 12, sm: 4 }}>
              {formatCalendarDay(order.fulfilment.preferredDate, { year: true })}
              {order.fulfilment.slot && (
                <Box component="span" sx={{ display: 'block' }}>
                  {formatSlot(order.fulfilment.slot)}
                </Box>
              )}
            </Fact>
          )}
          {order.giftMessage && (
            <Fact label={t('order.giftMessage')} size={{ xs: 12 }}>
              {order.giftMessage}
            </Fact>
          )}
          {invoice && (
            <Fact label={t('order.invoice')} size={{ xs: 6, sm: 6 }}>
              {invoice.number}
            </Fact>
          )}
          <Fact label={t('order.payment')} size={{ xs: 6, sm: 6 }}>
            <Chip label={payment.text} color={payment.tone} size="small" />
            {order.payment.refund?.status === 'refunded' && order.payment.refund.id && (
              <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
                {t('order.refund', { id: order.payment.refund.id })}
              </Typography>
            )}
          </Fact>
        </Grid>

        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {t('order.itemsHeading')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
          {order.products.map((line, index) => (
            <Stack component="li" key={`${line.name}-${line.variant}-${index}`} direction="row" sx={{ py: 1.5, gap: 2, justifyContent: 'space-between' }}>
              <div>
                <Typography sx={{ fontWeight: 600 }}>{inLanguage(language, line.name, line.nameHi)}</Typography>
                {line.choices && <BoxContents choices={line.choices} language={language} />}
                <Typography variant="body2" color="text.secondary">
                  {line.variant} · {line.quantity} × {formatRupeeAmount(line.price)}
                </Typography>
                {line.bestBefore && (
                  <Typography variant="body2" color="text.secondary">
                    {t('order.bestBefore', { date: formatDate(line.bestBefore) })}
                  </Typography>
                )}
              </div>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatRupees(linePaise(line))}</Typography>
            </Stack>
          ))}
        </Box>
        <Divider sx={{ my: 1 }} />
        {(order.discount ?? 0) > 0 && (
          <Stack direction="row" sx={{ justifyContent: 'space-between', py: 1 }}>
            <Typography>{t('order.offer', { code: order.offerCode ?? '' })}</Typography>
            <Typography sx={{ fontWeight: 700 }}>−{formatRupeeAmount(order.discount ?? 0)}</Typography>
          </Stack>
        )}
        {order.fulfilment.type === 'delivery' && (
          <Stack direction="row" sx={{ justifyContent: 'space-between', py: 1 }}>
            <Typography>{t('order.deliveryCharge')}</Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {order.fulfilment.deliveryCharge > 0 ? formatRupeeAmount(order.fulfilment.deliveryCharge) : t('order.free')}
            </Typography>
          </Stack>
        )}
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', py: 1 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{t('order.total')}</Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.4rem', color: 'primary.dark' }}>{formatRupees(rupeesToPaise(order.itemsTotal))}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
          {t('order.gstNote')}
        </Typography>

        <PayOnline order={order} accessKey={accessKey} />
        {owesPayment(order) && <UpiPayment order={order} />}

        {order.orderStatus !== ORDER_STATUS.Cancelled && (
          <Box data-print="hide" sx={{ bgcolor: 'background.default', borderRadius: 3, p: { xs: 2, sm: 3 }, mb: 4 }}>
            <OrderRating orderId={order.id} accessKey={accessKey} sent={order.rating} />
          </Box>
        )}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to={paths.sweets()} variant="contained" size="large">
            {t('order.continueShopping')}
          </Button>
          <OrderAgainButton orderId={order.id} lines={order.products} variant="outlined" color="secondary" size="large" />
          <Button component={RouterLink} to={paths.myOrders} variant="outlined" color="secondary" size="large">
            {t('order.myOrders')}
          </Button>
          <Button component={RouterLink} to={paths.invoice(order.id, accessKey)} variant="outlined" color="secondary" size="large">
            {t('order.taxInvoice')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

function Fact({ label, size, children }: { label: string; size: GridProps['size']; children: ReactNode }) {
  return (
    <Grid size={size} sx={{ bgcolor: 'background.default', borderRadius: 3, p: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.1rem' }}>
        {children}
      </Typography>
    </Grid>
  );
}
