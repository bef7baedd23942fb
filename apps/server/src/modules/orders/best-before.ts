import { bestBefore, handOverDay, type OrderView } from '@halwai/domain';
import type { OrderLineRow, OrderRow } from '../../db/schema.js';

/** The order page's lines with their "Best before" day, where the line has a shelf life. */
export function withBestBefore(view: OrderView, order: OrderRow, lines: readonly OrderLineRow[], timeZone: string): OrderView {
  const handOver = handOverDay({ preferredDate: order.preferred_date, createdAt: order.created_at }, timeZone);
  return {
    ...view,
    products: view.products.map((product, index) => {
      const date = bestBefore(lines[index]?.shelf_life_days, handOver);
      return date ? { ...product, bestBefore: date } : product;
    }),
  };
}
