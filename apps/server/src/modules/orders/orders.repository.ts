import { sql, type Kysely } from 'kysely';
import type { Database, OrderLineRow, OrderRow } from '../../db/schema.js';

export interface OrderFilter {
  status?: number;
  /** Case-insensitive substring of the customer's name or mobile. */
  q?: string;
  limit?: number;
  offset?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filtered, newest-first page of orders, before its columns are chosen. */
function ordersPage(db: Kysely<Database>, { status, q, limit, offset }: OrderFilter) {
  let query = db.selectFrom('orders');
  if (status !== undefined) query = query.where('status', '=', status);
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    const like = (column: 'customer_name' | 'customer_mobile') =>
      sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) => eb.or([like('customer_name'), like('customer_mobile')]));
  }
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  // SQLite takes an OFFSET only after a LIMIT; "no limit" is then the largest one.
  const take = limit ?? (offset ? Number.MAX_SAFE_INTEGER : undefined);
  if (take !== undefined) query = query.limit(take);
  if (offset) query = query.offset(offset);
  return query;
}

/** The queries, on the root connection or inside a transaction. */
function ordersQueries(db: Kysely<Database>) {
  return {
    insertOrder(o: {
      accessKeyHash: string;
      customerName: string;
      customerMobile: string;
      totalPaise: number;
      now: string;
    }): Promise<OrderRow> {
      return db
        .insertInto('orders')
        .values({
          access_key_hash: o.accessKeyHash,
          customer_name: o.customerName,
          customer_mobile: o.customerMobile,
          status: 0,
          total_paise: o.totalPaise,
          created_at: o.now,
          updated_at: o.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async insertLines(
      orderId: number,
      lines: readonly { productId: number; name: string; variant: string; quantity: number; pricePaise: number }[],
    ): Promise<OrderLineRow[]> {
      const rows = await db
        .insertInto('order_lines')
        .values(
          lines.map((l, position) => ({
            order_id: orderId,
            product_id: l.productId,
            name: l.name,
            variant: l.variant,
            quantity: l.quantity,
            price_paise: l.pricePaise,
            position,
          })),
        )
        .returningAll()
        .execute();
      // RETURNING does not promise the insertion order.
      return rows.sort((a, b) => a.position - b.position);
    },

    findById(id: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findLines(orderId: number): Promise<OrderLineRow[]> {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
    },

    /**
     * Newest first, with their lines: two queries, whatever the number of orders. The lines query
     * repeats the page as a subquery, and both run in one repeatable-read snapshot so they agree.
     */
    list(filter: OrderFilter): Promise<{ orders: OrderRow[]; lines: OrderLineRow[] }> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const page = ordersPage(trx, filter);
          const orders = await page.selectAll().execute();
          if (orders.length === 0) return { orders, lines: [] };
          const lines = await trx
            .selectFrom('order_lines')
            .selectAll()
            .where('order_id', 'in', page.select('id'))
            .orderBy('order_id')
            .orderBy('position')
            .execute();
          return { orders, lines };
        });
    },

    /** Moves a Pending order to `status`; undefined when the order is missing or no longer pending. */
    setStatusIfPending(id: number, status: number, now: string): Promise<OrderRow | undefined> {
      return db
        .updateTable('orders')
        .set({ status, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 0)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

type OrdersQueries = ReturnType<typeof ordersQueries>;

export function createOrdersRepository(db: Kysely<Database>) {
  return {
    ...ordersQueries(db),

    /** Runs `work` in one transaction, with these queries and the raw transaction for other modules' writes. */
    transaction<T>(work: (tx: OrdersQueries, trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(ordersQueries(trx), trx));
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
