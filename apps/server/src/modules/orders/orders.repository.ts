import {
  DEFAULT_GST_RATE,
  DEFAULT_HSN,
  DEFAULT_LANGUAGE,
  MAIN_OUTLET_ID,
  ORDER_STATUS,
  type CounterPaymentPart,
  type Language,
  type OrderChannel,
  type OrderStatus,
  type BoxChoice,
} from '@halwai/domain';
import { sql, type Kysely } from 'kysely';
import { compiledOnceNamed, compiledOnceRows } from '../../db/compiled-once.js';
import type { OutletScope } from '../../lib/outlet-scope.js';
import { ORDER_COLUMNS, ORDER_LINE_COLUMNS, type Database, type OrderLineRow, type OrderRow } from '../../db/schema.js';

export interface OrderFilter {
  /** The spec's number (0 every open order) or one step by name. */
  status?: number | string;
  /** Case-insensitive substring of the customer's name or mobile. */
  q?: string;
  fulfilment?: 'pickup' | 'delivery';
  /** Placed within [start, end) (ISO UTC): a day in the shop time zone. */
  placed?: { start: string; end: string };
  /** The customer's preferred date, YYYY-MM-DD. */
  preferredDate?: string;
  /** Exactly this customer's mobile (ten digits). */
  mobile?: string;
  /** Only the orders placed there: the storefront, the counter or the phone. */
  channel?: OrderChannel;
  /** Only the orders in this slot ("HH:MM-HH:MM"). */
  slot?: string;
  /** Only this outlet's orders (the list's filter). */
  outlet?: number;
  /** Only these outlets' orders: what the member of staff asking may see (null: every outlet). */
  scope?: OutletScope;
  limit?: number;
  offset?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filtered, newest-first page of orders, before its columns are chosen. */
function ordersPage(
  db: Kysely<Database>,
  { status, q, fulfilment, placed, preferredDate, mobile, channel, slot, outlet, scope, limit, offset }: OrderFilter,
) {
  let query = db.selectFrom('orders');
  if (scope) query = query.where('outlet_id', 'in', scope);
  if (outlet !== undefined) query = query.where('outlet_id', '=', outlet);
  if (slot !== undefined) query = query.where('slot', '=', slot);
  if (channel) query = query.where('channel', '=', channel);
  if (mobile !== undefined) query = query.where('customer_mobile', '=', mobile);
  if (typeof status === 'number') query = query.where('status', '=', status);
  else if (status !== undefined) query = query.where('step', '=', status);
  if (fulfilment) query = query.where('fulfilment', '=', fulfilment);
  if (placed) query = query.where('created_at', '>=', placed.start).where('created_at', '<', placed.end);
  if (preferredDate) query = query.where('preferred_date', '=', preferredDate);
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

/** How a counter bill was paid as it was stored: its parts, and the staff account that took them. */
export interface CounterSettlement {
  parts: readonly CounterPaymentPart[];
  by: string;
  /** The shift it was sold in, if the seller had one open. */
  shiftId?: number | null;
}

/** The values a new order is stored with; the rest of its row starts as every order's does. */
interface NewOrderValues {
  access_key_hash: string;
  customer_name: string;
  customer_mobile: string;
  total_paise: number;
  fulfilment: string;
  delivery_address: string | null;
  delivery_pincode: string | null;
  preferred_date: string | null;
  delivery_charge_paise: number;
  customer_email: string | null;
  page_key: string | null;
  now: string;
  status_history: string;
  offer_code: string | null;
  offer_id: number | null;
  discount_paise: number;
  gift_message: string | null;
  language: string;
  channel: string;
  placed_by: string | null;
  step: string;
  status: number;
  paid: 0 | 1;
  payment_method: string | null;
  payment_reference: string | null;
  paid_at: string | null;
  paid_by: string | null;
  payment_parts: string | null;
  shift_id: number | null;
  slot: string | null;
  outlet_id: number;
}

const insertOrder = compiledOnceNamed<NewOrderValues, OrderRow>(
  [
    'access_key_hash',
    'customer_name',
    'customer_mobile',
    'total_paise',
    'fulfilment',
    'delivery_address',
    'delivery_pincode',
    'preferred_date',
    'delivery_charge_paise',
    'customer_email',
    'page_key',
    'now',
    'status_history',
    'offer_code',
    'offer_id',
    'discount_paise',
    'gift_message',
    'language',
    'channel',
    'placed_by',
    'step',
    'status',
    'paid',
    'payment_method',
    'payment_reference',
    'paid_at',
    'paid_by',
    'payment_parts',
    'shift_id',
    'slot',
    'outlet_id',
  ],
  (db, { now, ...columns }) => db.insertInto('orders').values({ ...columns, created_at: now, updated_at: now }).returning(ORDER_COLUMNS),
);

/** A line as the order records it. */
interface NewLine {
  productId: number;
  name: string;
  variant: string;
  quantity: number;
  pricePaise: number;
  /** Staff's discount on the line at the counter; 0 on the web. */
  discountPaise?: number;
  /** A gift box's contents with their names as sold; absent on an ordinary line. */
  contents?: readonly BoxChoice[];
}

/** A line as the statement binds it: every value named, the box's contents as JSON. */
type BoundLine = Omit<NewLine, 'contents'> & { choices: string | null };

/** The lines of an order, each read by name (a cart holds at most 200 lines: one statement per count). */
const insertLines = compiledOnceRows(
  ['orderId'],
  ['productId', 'name', 'variant', 'quantity', 'pricePaise', 'discountPaise', 'choices'],
  (db, { orderId }: { orderId: number }, lines: BoundLine[]) => {
    // As sold: each line records its product's HSN code, GST rate and shelf life now (the defaults
    // where the owner set none), for the invoice; in the same statement, not one more per order.
    const categoryTax = (productId: number) =>
      db
        .selectFrom('products')
        .leftJoin('category_tax', 'category_tax.category_id', 'products.category_id')
        .where('products.id', '=', productId);
    return db
      .insertInto('order_lines')
      .values(
        lines.map((line, position) => ({
          order_id: orderId,
          product_id: line.productId,
          name: line.name,
          variant: line.variant,
          quantity: line.quantity,
          price_paise: line.pricePaise,
          discount_paise: line.discountPaise!,
          choices: line.choices,
          position,
          // The product's own HSN code and rate win over its category's (migration 018).
          hsn: categoryTax(line.productId).select(
            sql<string>`coalesce(${sql.ref('products.hsn')}, ${sql.ref('category_tax.hsn')}, ${DEFAULT_HSN})`.as('hsn'),
          ),
          gst_rate: categoryTax(line.productId).select(
            sql<number>`coalesce(${sql.ref('products.gst_rate')}, ${sql.ref('category_tax.gst_rate')}, ${DEFAULT_GST_RATE})`.as(
              'gst_rate',
            ),
          ),
          shelf_life_days: categoryTax(line.productId).select('products.shelf_life_days'),
          // The Hindi name as sold, as `name` is the English one (migration 021).
          name_hi: categoryTax(line.productId).select('products.name_hi'),
        })),
      )
      .returning(ORDER_LINE_COLUMNS);
  },
);

/** The queries, on the root connection or on a transaction the service opened. */
export function createOrdersRepository(db: Kysely<Database>) {
  return {
    async insertOrder(o: {
      accessKeyHash: string;
      customerName: string;
      customerMobile: string;
      totalPaise: number;
      fulfilment: { type: string; address: string | null; pincode: string | null; preferredDate: string | null; slot?: string | null };
      deliveryChargePaise: number;
      customerEmail: string | null;
      /** The access key itself, for the link in the customer's messages (decision 003). */
      pageKey: string;
      now: string;
      /** The offer used, as it spells its code; null without one. */
      offer?: { id: number; code: string; discountPaise: number } | null;
      /** All taken off the items (the offer's and the counter's own discount); the offer's when left out. */
      discountPaise?: number;
      giftMessage?: string | null;
      /** The language the order was placed in; English when left out. */
      language?: Language;
      channel?: OrderChannel;
      /** The staff account that placed it (counter and phone orders). */
      placedBy?: string | null;
      /** Sold at the counter: completed and paid as it is stored, in these parts. */
      settled?: CounterSettlement | null;
      /** The outlet it is taken at; the first when left out. */
      outletId?: number;
    }): Promise<OrderRow> {
      const { type, address, pincode, preferredDate } = o.fulfilment;
      const settled = o.settled ?? null;
      const step = settled ? 'completed' : 'pending';
      const byStaff = settled ? { by: settled.by } : {};
      const [row] = await insertOrder(db, {
        access_key_hash: o.accessKeyHash,
        customer_name: o.customerName,
        customer_mobile: o.customerMobile,
        total_paise: o.totalPaise,
        fulfilment: type,
        delivery_address: address,
        delivery_pincode: pincode,
        preferred_date: preferredDate,
        delivery_charge_paise: o.deliveryChargePaise,
        customer_email: o.customerEmail,
        page_key: o.pageKey,
        now: o.now,
        status_history: JSON.stringify([{ status: step, at: o.now, ...byStaff }]),
        offer_code: o.offer?.code ?? null,
        offer_id: o.offer?.id ?? null,
        discount_paise: o.discountPaise ?? o.offer?.discountPaise ?? 0,
        gift_message: o.giftMessage ?? null,
        language: o.language ?? DEFAULT_LANGUAGE,
        channel: o.channel ?? 'web',
        placed_by: o.placedBy ?? null,
        step,
        status: settled ? ORDER_STATUS.Completed : ORDER_STATUS.Pending,
        paid: settled ? 1 : 0,
        payment_method: settled?.parts[0]?.method ?? null,
        payment_reference: settled ? settled.parts.map((p) => p.reference).filter(Boolean).join(', ') || null : null,
        paid_at: settled ? o.now : null,
        paid_by: settled?.by ?? null,
        shift_id: settled?.shiftId ?? null,
        slot: o.fulfilment.slot ?? null,
        outlet_id: o.outletId ?? MAIN_OUTLET_ID,
        payment_parts: settled ? JSON.stringify(settled.parts.map((p) => ({ method: p.method, amountPaise: p.amount, ...(p.reference && { reference: p.reference }) }))) : null,
      });
      return row!;
    },

    async insertLines(orderId: number, lines: readonly NewLine[]): Promise<OrderLineRow[]> {
      // Every row names its discount: the prepared statement binds each value by name.
      const rows = await insertLines(
        db,
        { orderId },
        lines.map(({ contents, ...line }) => ({ ...line, discountPaise: line.discountPaise ?? 0, choices: contents ? JSON.stringify(contents) : null })),
      );
      // RETURNING does not promise the insertion order.
      return rows.sort((a, b) => a.position - b.position);
    },

    async outletOf(id: number): Promise<number | undefined> {
      const row = await db.selectFrom('orders').select('outlet_id').where('id', '=', id).executeTakeFirst();
      return row && Number(row.outlet_id);
    },

    findById(id: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findLines(orderId: number): Promise<OrderLineRow[]> {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
    },

    /** The filtered page of orders, newest first. */
    findPage(filter: OrderFilter): Promise<OrderRow[]> {
      return ordersPage(db, filter).selectAll().execute();
    },

    /**
     * The lines of the same page, ordered by order and position: the page is repeated as a subquery,
     * so run both in one repeatable-read snapshot for them to agree.
     */
    findPageLines(filter: OrderFilter): Promise<OrderLineRow[]> {
      return db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', 'in', ordersPage(db, filter).select('id'))
        .orderBy('order_id')
        .orderBy('position')
        .execute();
    },

    /**
     * Moves the order to `step` with its new history, only if its step and history are still the ones
     * read (`from`): undefined when someone else moved it in between (or it is gone).
     */
    setStepIf(
      id: number,
      from: { step: string; history: string },
      to: { step: string; status: OrderStatus; history: string },
      now: string,
    ): Promise<OrderRow | undefined> {
      return db
        .updateTable('orders')
        .set({ step: to.step, status: to.status, status_history: to.history, updated_at: now })
        .where('id', '=', id)
        .where('step', '=', from.step)
        .where('status_history', '=', from.history)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Moves an open order to a slot (and its day), only if it is still open and in the slot and day
     * read (`from`): undefined when it was finished, cancelled or moved in between (or is gone).
     */
    setSlotIf(
      id: number,
      from: Pick<OrderRow, 'slot' | 'preferred_date'>,
      to: { preferredDate: string; slot: string },
      now: string,
    ): Promise<OrderRow | undefined> {
      return db
        .updateTable('orders')
        .set({ slot: to.slot, preferred_date: to.preferredDate, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', ORDER_STATUS.Pending)
        .where('slot', from.slot === null ? 'is' : '=', from.slot)
        .where('preferred_date', from.preferred_date === null ? 'is' : '=', from.preferred_date)
        .returningAll()
        .executeTakeFirst();
    },

    /** A business buyer's GSTIN and name, for its GST invoice (written only for such orders). */
    async setBusinessBuyer(id: number, buyer: { gstin: string; name: string }): Promise<void> {
      await db.updateTable('orders').set({ buyer_gstin: buyer.gstin, buyer_name: buyer.name }).where('id', '=', id).execute();
    },

    /**
     * Marks the order paid (how, with what reference, by whom) or unpaid, clearing the record of the
     * payment and any note on it; undefined when there is no such order.
     */
    setPaid(
      id: number,
      payment: { paid: true; method: string; reference: string | null; by: string } | { paid: false },
      now: string,
    ): Promise<OrderRow | undefined> {
      const record = payment.paid
        ? {
            paid: 1 as const,
            payment_method: payment.method,
            payment_reference: payment.reference,
            paid_at: now,
            paid_by: payment.by,
          }
        : { paid: 0 as const, payment_method: null, payment_reference: null, paid_at: null, paid_by: null };
      return db
        .updateTable('orders')
        .set({ ...record, payment_flag: null, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
