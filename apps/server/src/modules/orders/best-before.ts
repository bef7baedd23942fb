import { bestBefore, handOverDay, type AdminOrder, type OrderView } from '@halwai/domain';
import type { OrderLineRow, OrderRow } from '../../db/schema.js';

/** Each line's "Best before" day (null without a shelf life), counted from the day the order is handed over. */
function bestBeforeDays(order: OrderRow, lines: readonly OrderLineRow[], timeZone: string): (string | null)[] {
  const handOver = handOverDay({ preferredDate: order.preferred_date, createdAt: order.created_at }, timeZone);
  return lines.map((line) => bestBefore(line.shelf_life_days, handOver) ?? null);
}

const withDay = <T>(line: T, day: string | null | undefined): T => (day ? { ...line, bestBefore: day } : line);

/** The order page's lines with their "Best before" day, where the line has a shelf life. */
export function withBestBefore(view: OrderView, order: OrderRow, lines: readonly OrderLineRow[], timeZone: string): OrderView {
  const days = bestBeforeDays(order, lines, timeZone);
  return { ...view, products: view.products.map((product, index) => withDay(product, days[index])) };
}

/** The staff order's lines likewise, for the packing slip. */
export function itemsWithBestBefore<T extends Pick<AdminOrder, 'items'>>(admin: T, order: OrderRow, lines: readonly OrderLineRow[], timeZone: string): T {
  const days = bestBeforeDays(order, lines, timeZone);
  return { ...admin, items: admin.items.map((item, index) => withDay(item, days[index])) };
}
