import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { rupeesToPaise, upiPayLink, type OrderView } from '@halwai/domain';
import { formatRupees } from '../../lib/format';
import { useShopInfo } from '../../lib/use-shop-info';
import { UpiQr } from '../../lib/ui/upi-qr';

/**
 * Pay by UPI, when the shop has a UPI ID: a QR code any UPI app scans, and on a phone a button that
 * opens the UPI app. The shop confirms the payment by hand; nothing here records it.
 */
export function UpiPayment({ order }: { order: OrderView }) {
  const { t } = useTranslation('checkout');
  const shop = useShopInfo();
  const onPhone = useMediaQuery('(pointer: coarse)');
  const amount = rupeesToPaise(order.itemsTotal);
  const link = shop.upiId ? upiPayLink({ vpa: shop.upiId, payee: shop.upiPayee || shop.name, amount, orderId: order.id }) : null;

  if (!link) return null;
  return (
    <Box component="section" aria-label={t('upi.label')} sx={{ bgcolor: 'background.default', borderRadius: 3, p: { xs: 2, sm: 3 }, mb: 4, textAlign: 'center' }}>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('upi.heading', { amount: formatRupees(amount) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('upi.text', { payee: shop.upiPayee || shop.name, upiId: shop.upiId })}
      </Typography>
      <Stack sx={{ alignItems: 'center', gap: 2 }}>
        <UpiQr link={link} alt={t('upi.qrAlt', { amount: formatRupees(amount), id: order.id })} />
        {onPhone && (
          <Button href={link} variant="contained" size="large">
            {t('upi.button')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
