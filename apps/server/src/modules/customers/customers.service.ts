import type { OutletScope } from '../../lib/outlet-scope.js';
import {
  paise,
  paiseToRupees,
  shopClock,
  type AdminOrder,
  type CustomerListQuery,
  type CustomerOrder,
  type CustomerSummary,
  type OrderStatus,
  type OrderStep,
  type Language,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrdersService } from '../orders/orders.service.js';
import { translator } from '../../i18n/server-i18n.js';
import { toCsv } from '../reports/csv.js';
import { createCustomersRepository, type CustomerLineRow } from './customers.repository.js';

const rupees = (amount: number) => paiseToRupees(paise(Number(amount)));

/**
 * Customers as the orders know them, by mobile: the signed-in customer's own orders from any device,
 * and the owner's list of regulars (with its CSV).
 */
export function createCustomersService({
  db,
  orders,
  timeZone,
}: {
  db: Kysely<Database>;
  orders: Pick<OrdersService, 'list'>;
  timeZone: () => Promise<string>;
}) {
  const repo = createCustomersRepository(db);

  async function summaries(query: CustomerListQuery): Promise<CustomerSummary[]> {
    const totals = await repo.totals(query);
    const names = new Map<string, { name: string; lastUsedAt: string }[]>();
    for (const n of await repo.namesOf(totals.map((t) => t.mobile))) {
      const list = names.get(n.mobile) ?? [];
      list.push(n);
      names.set(n.mobile, list);
    }
    return totals.map((t) => ({
      mobile: t.mobile,
      names: (names.get(t.mobile) ?? [])
        .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || a.name.localeCompare(b.name))
        .map((n) => n.name),
      orders: t.orders,
      totalSpent: rupees(t.spentPaise),
      lastOrderAt: t.lastOrderAt,
    }));
  }

  return {
    /** Every order placed with the mobile, from any device, newest first. */
    async ordersOf(mobile: string): Promise<CustomerOrder[]> {
      const [rows, lines] = await Promise.all([repo.ordersOf(mobile), repo.linesOf(mobile)]);
      const linesOf = new Map<number, CustomerLineRow[]>();
      for (const l of lines) {
        const list = linesOf.get(l.orderId) ?? [];
        list.push(l);
        linesOf.set(l.orderId, list);
      }
      return rows.map((o) => ({
        id: o.id,
        orderDate: o.createdAt,
        total: rupees(o.totalPaise),
        orderStatus: o.status as OrderStatus,
        status: o.step as OrderStep,
        customerName: o.customerName,
        items: (linesOf.get(o.id) ?? []).map((l) => ({
          productId: l.productId,
          name: l.name,
          variant: l.variant,
          quantity: l.quantity,
          price: rupees(l.pricePaise),
        })),
        accessKey: o.pageKey,
      }));
    },

    /** The owner's Customers screen: one row per mobile, the latest order first. */
    list: summaries,

    /** One customer's orders as the back office shows orders. */
    adminOrdersOf(mobile: string, scope: OutletScope = null): Promise<AdminOrder[]> {
      return orders.list({ mobile, scope });
    },

    /** The same rows as a spreadsheet (UTF-8 with BOM); the last order's day and time in the shop's time zone. */
    async csv(q: string | undefined, lang: Language = 'en'): Promise<string> {
      const [rows, zone] = await Promise.all([summaries({ q }), timeZone()]);
      const t = translator(lang, 'exports');
      const header = ['mobile', 'names', 'orders', 'totalSpent', 'lastOrderDate', 'lastOrderTime'].map((key) =>
        t(`customers.header.${key}`),
      );
      return toCsv(
        header,
        rows.map((r) => {
          const at = shopClock(new Date(r.lastOrderAt), zone);
          return [
            r.mobile,
            r.names.join('; '),
            r.orders,
            r.totalSpent.toFixed(2),
            at.date,
            `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`,
          ];
        }),
      );
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
