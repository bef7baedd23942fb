import { useTranslation } from 'react-i18next';
import { chatLink, type OrderView } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import Button from '@mui/material/Button';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { paths } from '../../lib/paths';
import { useShopInfo } from '../../lib/use-shop-info';
import { whatsAppOrderText } from './whatsapp-order-text';

/** Opens WhatsApp with a message to the shop about this order, ready to send. */
export function SendOnWhatsAppButton({ order, accessKey }: { order: OrderView; accessKey: string }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { phone } = useShopInfo();
  const orderUrl = window.location.origin + paths.orderSuccess(order.id, accessKey);
  return (
    <Button
      href={chatLink(phone, whatsAppOrderText(order, orderUrl, language))}
      target="_blank"
      rel="noopener"
      variant="contained"
      color="success"
      size="large"
      startIcon={<WhatsAppIcon />}
    >
      {t('whatsApp.button')}
    </Button>
  );
}
