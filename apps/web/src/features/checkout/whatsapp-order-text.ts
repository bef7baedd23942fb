import { formatOrderId, formatRupees, inLanguage, rupeesToPaise, type Language, type OrderView } from '@halwai/domain';
import { currentLanguage, i18n } from '../../i18n/i18n';

/**
 * The WhatsApp message a customer sends the shop about their order, in the shop's language: its number,
 * each line with variant and quantity (its Hindi name in Hindi), pickup or delivery, the total and the
 * link to the order page (which carries its access key).
 */
export function whatsAppOrderText(
  order: Pick<OrderView, 'id' | 'products' | 'itemsTotal'> & Partial<Pick<OrderView, 'fulfilment'>>,
  orderUrl: string,
  language: Language = currentLanguage(),
): string {
  const t = i18n.getFixedT(language, 'checkout');
  const fulfilment = order.fulfilment;
  const how =
    fulfilment?.type === 'delivery'
      ? [t('whatsApp.deliveryTo', { address: fulfilment.address ?? '', pincode: fulfilment.pincode ?? '' }).replace(/\s+/g, ' ')]
      : fulfilment
        ? [t('whatsApp.pickup')]
        : [];
  const date = fulfilment?.preferredDate ? [t('whatsApp.preferredDate', { date: fulfilment.preferredDate })] : [];
  return [
    t('whatsApp.hello', { id: formatOrderId(order.id) }),
    ...order.products.map((line) =>
      t('whatsApp.line', { name: inLanguage(language, line.name, line.nameHi), variant: line.variant, quantity: line.quantity }),
    ),
    ...how,
    ...date,
    t('whatsApp.total', { total: formatRupees(rupeesToPaise(order.itemsTotal)) }),
    t('whatsApp.orderPage', { url: orderUrl }),
  ].join('\n');
}
