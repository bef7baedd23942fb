import { timingSafeEqual } from 'node:crypto';
import {
  MESSAGES,
  dayInZoneAsUtc,
  normaliseMobile,
  parseId,
  type ORDER_STATUS,
  type AdminOrder,
  type AdminOrderDetails,
  type OrderListQuery,
  type OrderStatus,
  type OrderView,
  type Payment,
  type PaymentMethod,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '../../db/schema.js';
import { inTransaction, inTransactionEndingWith, type Trx } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/problems.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { isUniqueViolation, type IdempotencyService } from '../idempotency/idempotency.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ProductsService } from '../products/products.service.js';
import { toAdminOrder, toAdminOrders, toOrderView, toPayment } from './orders.mapping.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { checkCustomerAndCart, checkFulfilmentChoice, priceCart, priceFulfilment } from './orders.pricing.js';
import { createOrdersRepository, type OrderFilter } from './orders.repository.js';

const IDEMPOTENCY_SCOPE = 'order';

/** Compares the key's hash with the stored one in constant time. */
function keyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(sha256(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export interface OrdersDeps {
  db: Kysely<Database>;
  products: ProductsService;
  notifications: NotificationsService;
  idempotency: IdempotencyService;
  settings: SettingsService;
  invoices: InvoicesService;
  /** Told of each new order once it committed (a replayed key is not a new order): the metrics. */
  onPlaced?: () => void;
  /** Whether the shop takes online payment (Razorpay configured): the order page then offers it. */
  onlinePayments?: boolean;
}

export function createOrdersService({ db, products, notifications, idempotency, settings, invoices, onPlaced, onlinePayments = false }: OrdersDeps) {
  const repo = createOrdersRepository(db);
  return {
    /**
     * Places an order priced from the database. The order, its lines, its notification and the
     * idempotency record commit together; the access key is returned once and stored as a hash.
     * Only this 201 answer is ever recorded for a key, so a replay is a 201 with the same body.
     */
    async place(request: PlaceOrderRequest, idempotencyKey?: string): Promise<PlaceOrderResponse> {
      // The three reads go out together (one round trip's wait instead of three); a replay found
      // or a refused cart leaves the other two unused.
      const reads = Promise.all([settings.orderSettings(), products.pricingFor(request.cartItems.map((l) => l.id))]);
      reads.catch(() => {}); // a failure counts where it is awaited
      if (idempotencyKey) {
        const first = await idempotency.replay<PlaceOrderResponse>(IDEMPOTENCY_SCOPE, idempotencyKey, request);
        if (first) return first.body;
      }

      checkCustomerAndCart(request);
      const [shop, pricing] = await reads;
      const fulfilment = checkFulfilmentChoice(request.fulfilment, shop.delivery, new Date(), shop.timeZone);
      const { lines, totalPaise: itemsTotal } = priceCart(request.cartItems, pricing, shop.minimumOrder);
      const { deliveryChargePaise, totalPaise } = priceFulfilment(fulfilment, itemsTotal, shop.delivery);
      const accessKey = randomToken();

      try {
        const now = nowIso();
        const placed = await inTransactionEndingWith(
          db,
          async (trx) => {
            const tx = createOrdersRepository(trx);
            const order = await tx.insertOrder({
              accessKeyHash: sha256(accessKey),
              customerName: request.customerName.trim(),
              customerMobile: normaliseMobile(request.customerMobile),
              totalPaise,
              fulfilment,
              deliveryChargePaise,
              now,
            });
            const lineRows = await tx.insertLines(order.id, lines);
            await notifications.enqueue(trx, {
              kind: 'order.placed',
              subjectId: order.id,
              payload: toAdminOrder(order, lineRows),
            });
            const body: PlaceOrderResponse = { id: order.id, accessKey };
            if (idempotencyKey)
              await idempotency.remember(trx, IDEMPOTENCY_SCOPE, idempotencyKey, request, { status: 201, body });
            return body;
          },
          // Numbering locks the invoice counter until the commit, and every other order waits on it:
          // it goes last, together with the COMMIT.
          (trx, { id }) => invoices.issue(trx, { id, createdAt: now, prefix: shop.invoicePrefix }),
        );
        notifications.wake();
        onPlaced?.();
        return placed;
      } catch (err) {
        // A concurrent request with the same key committed first: ours rolled back, answer with theirs.
        if (idempotencyKey && isUniqueViolation(err)) {
          const first = await idempotency.replay<PlaceOrderResponse>(IDEMPOTENCY_SCOPE, idempotencyKey, request);
          if (first) return first.body;
        }
        throw err;
      }
    },

    /**
     * The success page's order, for whoever holds its access key, or for staff. A wrong or missing
     * key, an unknown id and a malformed id all answer the same 404, so ids cannot be probed.
     */
    async view(rawId: string, key: string | undefined, isAdmin: boolean): Promise<OrderView> {
      const missing = () => notFound(MESSAGES.orderNotFound(rawId));
      const id = parseId(rawId);
      if (id === null || (!isAdmin && !key)) throw missing();
      const order = await repo.findById(id);
      if (!order || (!isAdmin && !keyMatches(key!, order.access_key_hash))) throw missing();
      return toOrderView(order, await repo.findLines(id), onlinePayments);
    },

    /** One order for the back office, with how its notification to the shop stands on each channel. */
    async get(id: number): Promise<AdminOrderDetails> {
      const order = await repo.findById(id);
      if (!order) throw notFound(MESSAGES.orderNotFound(id));
      return {
        ...toAdminOrder(order, await repo.findLines(id)),
        notifications: await notifications.deliveryStatus('order.placed', id),
      };
    },

    async list({ placedOn, ...rest }: OrderListQuery): Promise<AdminOrder[]> {
      const filter: OrderFilter = { ...rest, ...(placedOn && { placed: dayInZoneAsUtc(placedOn, await settings.timeZone()) }) };
      // Both queries read one snapshot, so the lines belong to exactly the orders listed.
      const { orders, lines } = await inTransaction(
        db,
        async (trx) => {
          const tx = createOrdersRepository(trx);
          const orders = await tx.findPage(filter);
          return { orders, lines: orders.length === 0 ? [] : await tx.findPageLines(filter) };
        },
        { isolation: 'repeatable read' },
      );
      return toAdminOrders(orders, lines);
    },

    /**
     * Staff move a Pending order to Completed or Cancelled, and the back office hears of it live; any
     * other change is refused. `alsoInTransaction` runs on the changed order before the news is
     * queued (a refund asked for with the cancelling); if it throws, nothing changes.
     */
    async setStatus(
      id: number,
      status: Exclude<OrderStatus, typeof ORDER_STATUS.Pending>,
      alsoInTransaction?: (trx: Trx, order: OrderRow) => Promise<OrderRow>,
    ): Promise<AdminOrder> {
      const updated = await inTransaction(db, async (trx) => {
        const tx = createOrdersRepository(trx);
        let order = await tx.setStatusIfPending(id, status, nowIso());
        if (!order) return null;
        if (alsoInTransaction) order = await alsoInTransaction(trx, order);
        const admin = toAdminOrder(order, await tx.findLines(id));
        await notifications.enqueue(trx, { kind: 'order.updated', subjectId: id, payload: admin });
        return admin;
      });
      if (!updated) {
        if (!(await repo.findById(id))) throw notFound(MESSAGES.orderNotFound(id));
        throw conflict('Only a pending order can be completed or cancelled');
      }
      notifications.wake();
      return updated;
    },

    /**
     * Staff mark an order paid or unpaid, by hand: the shop checks its own UPI, QR or cash, and says
     * how it was paid (UPI QR when not said) and, if they like, a reference. Every open orders board
     * hears of it, as of a status change.
     */
    async setPaid(
      id: number,
      { paid, method, reference }: { paid: boolean; method?: PaymentMethod; reference?: string },
      staffEmail: string,
    ): Promise<{ id: number; paid: boolean; payment: Payment }> {
      const updated = await inTransaction(db, async (trx) => {
        const tx = createOrdersRepository(trx);
        const order = await tx.setPaid(
          id,
          paid ? { paid, method: method ?? 'qr', reference: reference || null, by: staffEmail } : { paid },
          nowIso(),
        );
        if (!order) return null;
        await notifications.enqueue(trx, {
          kind: 'order.updated',
          subjectId: id,
          payload: toAdminOrder(order, await tx.findLines(id)),
        });
        return order;
      });
      if (!updated) throw notFound(MESSAGES.orderNotFound(id));
      notifications.wake();
      return { id, paid, payment: toPayment(updated) };
    },

    /** Queues the news of a change another module made to the order (a payment), inside its transaction. */
    async announceUpdate(trx: Trx, id: number): Promise<void> {
      const tx = createOrdersRepository(trx);
      const order = await tx.findById(id);
      if (!order) return;
      await notifications.enqueue(trx, { kind: 'order.updated', subjectId: id, payload: toAdminOrder(order, await tx.findLines(id)) });
    },

    /** Tells the dispatcher that something committed (after `announceUpdate`). */
    wake(): void {
      notifications.wake();
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
