import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ONLINE_PAYMENT_UNAVAILABLE, rupeesToPaise, type OrderView, type PaymentReturnResult } from '@halwai/domain';
import { formatRupees } from '../../lib/format';
import { confirmPaymentReturn, payOrder, paymentReturnIn } from './api/pay-order';
import { translateMessage } from '../../i18n/translate-message';

/**
 * Pay online (Razorpay: UPI, cards, netbanking), offered while the order is open and unpaid and the
 * shop takes online payment. The browser goes to the gateway's page; the order is marked paid only by
 * the gateway's proof, never by this page.
 */
export function PayOnline({ order, accessKey }: { order: OrderView; accessKey: string }) {
  const { t } = useTranslation('checkout');
  const pay = useMutation({
    mutationFn: () => payOrder(order.id, accessKey),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  if (!order.payOnline) return null;
  const amount = formatRupees(rupeesToPaise(order.itemsTotal));
  return (
    <Box component="section" aria-label={t('payOnline.label')} data-print="hide" sx={{ bgcolor: 'background.default', borderRadius: 3, p: { xs: 2, sm: 3 }, mb: 2, textAlign: 'center' }}>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('payOnline.heading', { amount })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('payOnline.text')}
      </Typography>
      <Button variant="contained" size="large" onClick={() => pay.mutate()} disabled={pay.isPending || pay.isSuccess} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {pay.isPending || pay.isSuccess ? t('payOnline.opening') : t('payOnline.button')}
      </Button>
      {pay.isError && (
        <Alert severity="warning" sx={{ mt: 2, textAlign: 'left' }}>
          {translateMessage(pay.error.message || ONLINE_PAYMENT_UNAVAILABLE)}
        </Alert>
      )}
    </Box>
  );
}

/**
 * Back from the payment page: the address carries what Razorpay added. The server checks its
 * signature; the page says what it found and takes the payment's details out of the address.
 */
export function PaymentReturnNotice({ orderId, accessKey }: { orderId: number; accessKey: string }) {
  const { t } = useTranslation('checkout');
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<PaymentReturnResult | null>(null);
  const sent = useRef(false);
  const back = paymentReturnIn(searchParams);

  useEffect(() => {
    if (!back || sent.current) return;
    sent.current = true;
    void confirmPaymentReturn(orderId, accessKey, back)
      .catch(() => ({ confirmed: false, message: t('payOnline.confirmFailed') }))
      .then((answer) => {
        setResult(answer);
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        void queryClient.invalidateQueries({ queryKey: ['invoices'] });
        const kept = new URLSearchParams(searchParams);
        for (const name of [...kept.keys()]) if (name.startsWith('razorpay_')) kept.delete(name);
        setSearchParams(kept, { replace: true });
      });
  }, [back, orderId, accessKey, queryClient, searchParams, setSearchParams, t]);

  if (!result) {
    return back ? (
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        {t('payOnline.checking')}
      </Alert>
    ) : null;
  }
  return (
    <Alert severity={result.confirmed ? 'success' : 'error'} role="status" sx={{ mb: 3 }}>
      {result.confirmed
        ? translateMessage(result.message)
        : t('payOnline.notConfirmed', { message: translateMessage(result.message) })}
    </Alert>
  );
}
