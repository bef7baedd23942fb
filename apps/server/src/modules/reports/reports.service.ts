import {
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  addDays,
  daysInRange,
  paise,
  paiseToRupees,
  shopClock,
  shopDaysSpan,
  type OrderStatus,
  type ReportRange,
  type SalesReport,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toCsv } from './csv.js';
import { createReportsRepository, type ReportLineRow, type ReportOrderRow } from './reports.repository.js';

const TOP_ITEMS = 10;
const rupees = (amount: number) => paiseToRupees(paise(amount));
const isCancelled = (order: ReportOrderRow) => order.status === ORDER_STATUS.Cancelled;

/** How an order is fulfilled, for the export: pickup or delivery, and the pincode delivered to. */
export function fulfilmentOf(order: ReportOrderRow): { type: 'pickup' | 'delivery'; pincode: string } {
  return { type: order.fulfilment === 'delivery' ? 'delivery' : 'pickup', pincode: order.delivery_pincode ?? '' };
}

/**
 * The method an order's takings count under: paid and not refunded, by its method ('online' for a
 * gateway payment whose method is not known yet); null when nothing was taken.
 */
function takingsMethod(order: ReportOrderRow): string | null {
  if (Number(order.paid) !== 1 || order.refund_status === 'refunded') return null;
  return order.payment_method ?? 'online';
}

/** Sums the lines of the orders counted, per product (or per name, for a product deleted since). */
function topItems(lines: readonly ReportLineRow[], counted: ReadonlySet<number>): SalesReport['topItems'] {
  const items = new Map<string, { productId: number | null; name: string; quantity: number; revenuePaise: number }>();
  for (const line of lines) {
    if (!counted.has(line.orderId)) continue;
    const key = line.productId === null ? `name:${line.name}` : `id:${line.productId}`;
    const item = items.get(key) ?? { productId: line.productId, name: line.name, quantity: 0, revenuePaise: 0 };
    item.quantity += line.quantity;
    item.revenuePaise += line.pricePaise * line.quantity;
    items.set(key, item);
  }
  return [...items.values()]
    .sort((a, b) => b.quantity - a.quantity || b.revenuePaise - a.revenuePaise || a.name.localeCompare(b.name))
    .slice(0, TOP_ITEMS)
    .map((i) => ({ productId: i.productId, name: i.name, quantity: i.quantity, revenue: rupees(i.revenuePaise) }));
}

/**
 * Sales figures and the order export over shop days. The orders of a range are read once, bounded
 * by the range's UTC span, and grouped into shop days and hours here: the same code on SQLite and
 * PostgreSQL, and a shop's range holds few enough orders for that.
 */
/** `timeZone` is read at each call: staff may change it in the settings. */
export function createReportsService(db: Kysely<Database>, { timeZone: currentTimeZone }: { timeZone: () => Promise<string> }) {
  const repo = createReportsRepository(db);

  return {
    timeZone: currentTimeZone,

    async sales({ from, to }: ReportRange): Promise<SalesReport> {
      const timeZone = await currentTimeZone();
      const { start, end } = shopDaysSpan(from, to, timeZone);
      const [orders, lines] = await Promise.all([
        repo.listOrdersPlacedBetween(start, end),
        repo.listLinesOfOrdersPlacedBetween(start, end),
      ]);
      const byDay = new Map<string, { orders: number; revenuePaise: number }>();
      for (let i = 0; i < daysInRange(from, to); i++) byDay.set(addDays(from, i), { orders: 0, revenuePaise: 0 });
      const byHour = Array.from({ length: 24 }, () => 0);
      const counted = new Set<number>();
      let revenuePaise = 0;
      let cancelled = 0;
      const byMethod = new Map<string, { orders: number; revenuePaise: number }>();
      for (const order of orders) {
        if (isCancelled(order)) {
          cancelled++;
          continue;
        }
        const taken = takingsMethod(order);
        if (taken) {
          const m = byMethod.get(taken) ?? { orders: 0, revenuePaise: 0 };
          m.orders++;
          m.revenuePaise += order.total_paise;
          byMethod.set(taken, m);
        }
        counted.add(order.id);
        revenuePaise += order.total_paise;
        const clock = shopClock(new Date(order.created_at), timeZone);
        const day = byDay.get(clock.date);
        if (day) {
          day.orders++;
          day.revenuePaise += order.total_paise;
        }
        byHour[clock.hour]!++;
      }
      return {
        from,
        to,
        timeZone,
        orders: counted.size,
        revenue: rupees(revenuePaise),
        averageOrderValue: counted.size === 0 ? 0 : rupees(Math.round(revenuePaise / counted.size)),
        cancelled,
        byDay: [...byDay].map(([date, d]) => ({ date, orders: d.orders, revenue: rupees(d.revenuePaise) })),
        byHour: byHour.map((n, hour) => ({ hour, orders: n })),
        topItems: topItems(lines, counted),
        byMethod: [...byMethod]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([method, m]) => ({ method, orders: m.orders, revenue: rupees(m.revenuePaise) })),
      };
    },

    /** Every order of the range, oldest first, one row each, as a spreadsheet opens it. */
    async ordersCsv({ from, to }: ReportRange): Promise<string> {
      const timeZone = await currentTimeZone();
      const { start, end } = shopDaysSpan(from, to, timeZone);
      const [orders, lines] = await Promise.all([
        repo.listOrdersPlacedBetween(start, end),
        repo.listLinesOfOrdersPlacedBetween(start, end),
      ]);
      const itemsOf = new Map<number, string[]>();
      for (const l of lines) {
        const list = itemsOf.get(l.orderId) ?? [];
        list.push(`${l.name} ${l.variant} × ${l.quantity}`);
        itemsOf.set(l.orderId, list);
      }
      const header = [
        'id',
        'date',
        'time',
        'customer',
        'mobile',
        'status',
        'payment',
        'fulfilment',
        'pincode',
        'items',
        'total',
        'payment method',
        'payment reference',
        'refund',
      ];
      const rows = orders.map((o) => {
        const clock = shopClock(new Date(o.created_at), timeZone);
        const fulfilment = fulfilmentOf(o);
        return [
          o.id,
          clock.date,
          `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`,
          o.customer_name,
          o.customer_mobile,
          ORDER_STATUS_LABEL[o.status as OrderStatus] ?? String(o.status),
          o.paid ? 'paid' : 'unpaid',
          fulfilment.type,
          fulfilment.pincode,
          (itemsOf.get(o.id) ?? []).join('; '),
          (o.total_paise / 100).toFixed(2),
          o.paid ? (o.payment_method ?? 'online') : '',
          o.payment_reference ?? '',
          o.refund_status ?? '',
        ];
      });
      return toCsv(header, rows);
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
