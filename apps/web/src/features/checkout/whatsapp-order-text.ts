import { formatOrderId, formatRupees, rupeesToPaise, type OrderView } from '@halwai/domain';

/**
 * The WhatsApp message a customer sends the shop about their order: its number, each line with
 * variant and quantity, the total and the link to the order page (which carries its access key).
 */
export function whatsAppOrderText(order: Pick<OrderView, 'id' | 'products' | 'itemsTotal'>, orderUrl: string): string {
  return [
    `Hello! I placed order #${formatOrderId(order.id)}:`,
    ...order.products.map((line) => `- ${line.name} (${line.variant}) × ${line.quantity}`),
    `Total: ${formatRupees(rupeesToPaise(order.itemsTotal))}`,
    `Order page: ${orderUrl}`,
  ].join('\n');
}
