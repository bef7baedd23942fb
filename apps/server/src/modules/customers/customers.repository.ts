import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One mobile's orders, summed: what the owner's Customers screen lists. */
export interface CustomerTotalsRow {
  mobile: string;
  orders: number;
  spentPaise: number;
  lastOrderAt: string;
}

export interface CustomerOrderRow {
  id: number;
  customerName: string;
  createdAt: string;
  totalPaise: number;
  status: number;
  step: string;
  pageKey: string | null;
}

export interface CustomerLineRow {
  orderId: number;
  productId: number | null;
  name: string;
  variant: string;
  quantity: number;
  pricePaise: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The customers as the orders tell them: one per mobile, read from the orders and their lines. */
export function createCustomersRepository(db: Kysely<Database>) {
  /** The mobiles with an order whose name or number holds `q` (any case); every mobile without one. */
  const matching = (q: string | undefined) => {
    let query = db.selectFrom('orders').select('customer_mobile');
    if (q) {
      const pattern = `%${escapeLike(q.toLowerCase())}%`;
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`lower(${sql.ref('customer_name')}) like ${pattern} escape '\\'`,
          sql<boolean>`${sql.ref('customer_mobile')} like ${pattern} escape '\\'`,
        ]),
      );
    }
    return query;
  };

  return {
    /** One row per mobile, the latest order first; a name or number fragment keeps the mobiles that used it. */
    async totals({ q, limit, offset }: { q?: string; limit?: number; offset?: number }): Promise<CustomerTotalsRow[]> {
      let query = db
        .selectFrom('orders')
        .select((eb) => [
          'customer_mobile as mobile',
          eb.fn.countAll<number | string>().as('orders'),
          sql<
            number | string | null
          >`sum(case when ${sql.ref('step')} = 'cancelled' then 0 else ${sql.ref('total_paise')} end)`.as('spent'),
          eb.fn.max('created_at').as('lastOrderAt'),
        ])
        // A counter bill without a mobile is nobody's: the list is of customers who gave one.
        .where('customer_mobile', '<>', '')
        .groupBy('customer_mobile')
        .orderBy('lastOrderAt', 'desc')
        .orderBy('customer_mobile');
      if (q) query = query.where('customer_mobile', 'in', matching(q));
      // SQLite takes an OFFSET only after a LIMIT; "no limit" is then the largest one.
      const take = limit ?? (offset ? Number.MAX_SAFE_INTEGER : undefined);
      if (take !== undefined) query = query.limit(take);
      if (offset) query = query.offset(offset);
      const rows = await query.execute();
      return rows.map((r) => ({
        mobile: r.mobile,
        orders: Number(r.orders),
        spentPaise: Number(r.spent ?? 0),
        lastOrderAt: String(r.lastOrderAt),
      }));
    },

    /** The names each mobile ordered under, with when each was last used. */
    async namesOf(mobiles: readonly string[]): Promise<{ mobile: string; name: string; lastUsedAt: string }[]> {
      if (mobiles.length === 0) return [];
      const rows = await db
        .selectFrom('orders')
        .select((eb) => ['customer_mobile as mobile', 'customer_name as name', eb.fn.max('created_at').as('lastUsedAt')])
        .where('customer_mobile', 'in', mobiles)
        .groupBy(['customer_mobile', 'customer_name'])
        .execute();
      return rows.map((r) => ({ mobile: r.mobile, name: r.name, lastUsedAt: String(r.lastUsedAt) }));
    },

    /** Every order placed with the mobile, newest first. */
    ordersOf(mobile: string): Promise<CustomerOrderRow[]> {
      return db
        .selectFrom('orders')
        .select([
          'id',
          'customer_name as customerName',
          'created_at as createdAt',
          'total_paise as totalPaise',
          'status',
          'step',
          'page_key as pageKey',
        ])
        .where('customer_mobile', '=', mobile)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The lines of the mobile's orders, by order and position. */
    linesOf(mobile: string): Promise<CustomerLineRow[]> {
      return db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select([
          'order_lines.order_id as orderId',
          'order_lines.product_id as productId',
          'order_lines.name as name',
          'order_lines.variant as variant',
          'order_lines.quantity as quantity',
          'order_lines.price_paise as pricePaise',
        ])
        .where('orders.customer_mobile', '=', mobile)
        .orderBy('order_lines.order_id')
        .orderBy('order_lines.position')
        .execute();
    },
  };
}
