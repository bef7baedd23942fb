import { formatOrderId, formatRupees, rupeesToPaise, type OrderView } from '@halwai/domain';

/**
 * The WhatsApp message a customer sends the shop about their order: its number, each line with
 * variant and quantity, pickup or delivery, the total and the link to the order page (which carries its access key).
 */
export function whatsAppOrderText(
  order: Pick<OrderView, 'id' | 'products' | 'itemsTotal'> & Partial<Pick<OrderView, 'fulfilment'>>,
  orderUrl: string,
): string {
  const fulfilment = order.fulfilment;
  const how =
    fulfilment?.type === 'delivery'
      ? [`Delivery to ${fulfilment.address ?? ''}, ${fulfilment.pincode ?? ''}`.replace(/\s+/g, ' ')]
      : fulfilment
        ? ['Pickup from the shop']
        : [];
  const date = fulfilment?.preferredDate ? [`Preferred date: ${fulfilment.preferredDate}`] : [];
  return [
    `Hello! I placed order #${formatOrderId(order.id)}:`,
    ...order.products.map((line) => `- ${line.name} (${line.variant}) × ${line.quantity}`),
    ...how,
    ...date,
    `Total: ${formatRupees(rupeesToPaise(order.itemsTotal))}`,
    `Order page: ${orderUrl}`,
  ].join('\n');
}
