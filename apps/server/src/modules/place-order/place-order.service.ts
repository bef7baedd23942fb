import type { OutletScope } from '../../lib/outlet-scope.js';
import type {
  CounterOfferCheckRequest,
  CounterSale,
  CounterSaleRequest,
  OfferCheckResponse,
  PhoneOrderRequest,
  PhoneOrderResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@halwai/domain';
import { DomainError, MAIN_OUTLET_ID } from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction, inTransactionEndingWith, type Trx } from '../../db/transaction.js';
import { nowIso, systemClock, type Clock } from '../../lib/clock.js';
import { randomToken } from '../../lib/tokens.js';
import { isUniqueViolation, type IdempotencyService } from '../idempotency/idempotency.service.js';
import { toCounterSale } from '../orders/payment-parts.js';
import type { ProductsService } from '../products/products.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { counterOfferSaving, draftCounterSale, type CounterItem, type Seller } from './counter-channel.js';
import type { OrderDraft } from './order-draft.js';
import { issueInvoice, queueMessages, redeemOffer, storeOrder, takeStock, type StepParts } from './place-order.steps.js';
import { asPhoneLines, draftPhoneOrder } from './phone-channel.js';
import { takeSlotPlace } from './slot-place.js';
import { draftWebOrder } from './web-channel.js';
import { productsNamed } from './assortment-lines.js';
import type { OutletsService } from '../outlets/outlets.service.js';
import { orderOutlet } from './order-outlet.js';

export interface PlaceOrderDeps extends StepParts {
  db: Kysely<Database>;
  products: ProductsService;
  settings: SettingsService;
  /** What governs orders at an outlet, and the outlet staff work at (the one chosen, if theirs and open, else their first). */
  outlets: Pick<OutletsService, 'orderTerms' | 'staffOutlet' | 'ownGstin'>;
  idempotency: IdempotencyService;
  /** The counter's reads beside the products' pricing: how each item is sold, its price per kg. */
  counterItems: (ids: readonly number[]) => Promise<Map<number, CounterItem>>;
  /** The seller's open shift, locked until the sale's transaction ends (the shifts module implements it). */
  shifts: { lockOpenShiftAt(trx: Trx, staff: string): Promise<{ id: number; outletId: number } | null> };
  /** Told of each new order once it committed (a replayed key is not a new order): the metrics. */
  onPlaced?: () => void;
  clock?: Clock;
}

/** Each channel's idempotency keys are its own: a key reused on another channel is another request. */
const SCOPE = { web: 'order', counter: 'counter-sale', phone: 'phone-order' } as const;

/**
 * Placing an order, one workflow for every channel: the channel checks and prices its request into
 * a draft (its own rules), then the same steps run in one transaction — store the order, take the
 * stock, redeem the offer, queue the messages, number the invoice — and the answer is remembered
 * under its idempotency key in that transaction, so a repeated key gets the same answer.
 */
export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { db, products, settings, idempotency, stock, notifications, onPlaced, clock = systemClock } = deps;

  /** After the commit: the dispatcher and the catalogue hear of it, and the metrics count it. */
  const afterCommit = (stockTaken: readonly number[]) => {
    notifications.wake();
    stock.announce(stockTaken);
    onPlaced?.();
  };

  /**
   * Runs `place`, and when a concurrent request with the same key committed first, answers theirs:
   * it lost on the key's primary key, or was refused because the first took the last box or the
   * offer's last use (a proxy's retry racing the first try must not answer "sold out" for a placed order).
   */
  async function onceForKey<T>(scope: string, key: string | undefined, request: unknown, place: () => Promise<T>): Promise<T> {
    try {
      return await place();
    } catch (err) {
      if (key && (isUniqueViolation(err) || err instanceof DomainError)) {
        const first = await idempotency.replay<T>(scope, key, request);
        if (first) return first.body;
      }
      throw err;
    }
  }

  /** The draft as taken at its outlet: its stock, and its invoice under the outlet's own GSTIN when it has one. */
  const atOutlet = (draft: OrderDraft, { outletId, sellerGstin }: { outletId: number; sellerGstin: string | null }): OrderDraft => ({
    ...draft,
    outletId,
    invoice: { ...draft.invoice, sellerGstin },
  });

  /** The steps every channel shares, inside the order's transaction, up to the invoice. */
  async function storeAndTake(trx: Parameters<typeof storeOrder>[0], draft: OrderDraft, accessKey: string, now: string) {
    // First: a full slot refuses the order before anything else is written or locked.
    await takeSlotPlace(trx, deps, draft);
    const stored = await storeOrder(trx, draft, accessKey, now);
    const stockTaken = await takeStock(trx, deps, draft, stored.order.id, now);
    await redeemOffer(trx, deps, draft);
    await queueMessages(trx, deps, draft, stored);
    return { stored, stockTaken };
  }

  return {
    /** An offer code's saving on a counter bill before it is paid, reckoned as `counter` will reckon it. */
    async counterOffer(request: CounterOfferCheckRequest): Promise<OfferCheckResponse> {
      const ids = request.lines.map((l) => l.productId);
      const [shop, pricing, items] = await Promise.all([
        settings.orderSettings(),
        products.pricingFor(ids),
        deps.counterItems(ids),
      ]);
      return counterOfferSaving(request, { pricing, items, offers: deps.offers, timeZone: shop.timeZone, now: clock() });
    },

    /**
     * The storefront's order, priced from the database. The access key is returned once and stored
     * as a hash. Only this 201 answer is ever recorded for a key, so a replay is a 201 with the same body.
     */
    async web(request: PlaceOrderRequest, idempotencyKey?: string): Promise<PlaceOrderResponse> {
      // The reads go out together (one round trip's wait instead of two); a replay found or a refused
      // cart leaves them unused.
      const reads = Promise.all([settings.orderSettings(), products.pricingFor(productsNamed(request.cartItems))]);
      reads.catch(() => {}); // a failure counts where it is awaited
      if (idempotencyKey) {
        const first = await idempotency.replay<PlaceOrderResponse>(SCOPE.web, idempotencyKey, request);
        if (first) return first.body;
      }
      const [shopTerms, pricing] = await reads;
      const { shop, ...outlet } = await orderOutlet(request, shopTerms, deps.outlets);
      const draft = atOutlet(await draftWebOrder(request, { shop, pricing, offers: deps.offers, now: clock() }), outlet);
      const accessKey = randomToken();
      let stockTaken: number[] = [];
      const placed = await onceForKey(SCOPE.web, idempotencyKey, request, () => {
        const now = nowIso();
        return inTransactionEndingWith(
          db,
          async (trx) => {
            const done = await storeAndTake(trx, draft, accessKey, now);
            stockTaken = done.stockTaken;
            const body: PlaceOrderResponse = { id: done.stored.order.id, accessKey };
            if (idempotencyKey) await idempotency.remember(trx, SCOPE.web, idempotencyKey, request, { status: 201, body });
            return body;
          },
          // Numbering locks the invoice counter until the commit, and every other order waits on it:
          // it goes last, together with the COMMIT.
          (trx, { id }) => issueInvoice(trx, deps, draft, { id }, now),
        );
      });
      afterCommit(stockTaken);
      return placed;
    },

    /**
     * A bill sold at the counter: completed and paid as it is stored, its invoice numbered, the change
     * in the answer. The answer is remembered with its invoice number, so the invoice is numbered
     * inside the work rather than with the COMMIT (a counter sells far slower than the web takes orders).
     */
    async counter(request: CounterSaleRequest, seller: Seller, idempotencyKey?: string): Promise<CounterSale> {
      if (idempotencyKey) {
        const first = await idempotency.replay<CounterSale>(SCOPE.counter, idempotencyKey, request);
        if (first) return first.body;
      }
      const ids = request.lines.map((l) => l.productId);
      const [shop, pricing, items] = await Promise.all([
        settings.orderSettings(),
        products.pricingFor(ids),
        deps.counterItems(ids),
      ]);
      const draft = await draftCounterSale(request, {
        pricing,
        items,
        counter: shop.counter,
        invoicePrefix: shop.invoicePrefix,
        timeZone: shop.timeZone,
        offers: deps.offers,
        seller,
        now: clock(),
      });
      const accessKey = randomToken();
      let stockTaken: number[] = [];
      const sale = await onceForKey(SCOPE.counter, idempotencyKey, request, () => {
        const now = nowIso();
        return inTransaction(db, async (trx) => {
          // First, so that a close of the shift waits for this bill, or this bill for the close (and then joins no shift).
          const shift = await deps.shifts.lockOpenShiftAt(trx, seller.email);
          // The bill is the shift's outlet's, and takes its stock there; outside a shift, the seller's first outlet's.
          const outletId = shift?.outletId ?? seller.outlets?.[0] ?? MAIN_OUTLET_ID;
          const bill = atOutlet(
            { ...draft, settled: draft.settled && { ...draft.settled, shiftId: shift?.id ?? null } },
            { outletId, sellerGstin: await deps.outlets.ownGstin(trx, outletId, shop.gstin) },
          );
          const done = await storeAndTake(trx, bill, accessKey, now);
          stockTaken = done.stockTaken;
          const invoiceNumber = await issueInvoice(trx, deps, bill, done.stored.order, now);
          const body: CounterSale = {
            ...toCounterSale({ ...done.stored.order, invoice_number: invoiceNumber }, done.stored.lines),
            accessKey,
          };
          if (idempotencyKey) await idempotency.remember(trx, SCOPE.counter, idempotencyKey, request, { status: 201, body });
          return body;
        });
      });
      afterCommit(stockTaken);
      return sale;
    },

    /**
     * A caller's order keyed in by staff: the web's steps and invoice numbering (with the COMMIT), the
     * customer's messages with the order's link; the access key is never answered (the link carries it).
     */
    async phone(
      request: PhoneOrderRequest,
      staff: { email: string; outlets: OutletScope },
      idempotencyKey: string,
    ): Promise<PhoneOrderResponse> {
      const staffEmail = staff.email;
      const first = await idempotency.replay<PhoneOrderResponse>(SCOPE.phone, idempotencyKey, request);
      if (first) return first.body;
      const [shopTerms, pricing] = await Promise.all([
        settings.orderSettings(),
        products.pricingFor(productsNamed(request.lines.map((l) => ({ id: l.productId, choices: l.choices })))),
      ]);
      // An account limited to some outlets takes the call at one of them (its first unless it chose another of its own).
      const atStaffOutlet = staff.outlets ? { ...request, outletId: await deps.outlets.staffOutlet(request.outletId, staff.outlets) } : request;
      let stockTaken: number[] = [];
      try {
        const { shop, ...outlet } = await orderOutlet(atStaffOutlet, shopTerms, deps.outlets);
        const draft = atOutlet(await draftPhoneOrder(request, { shop, pricing, offers: deps.offers, staffEmail, now: clock() }), outlet);
        const accessKey = randomToken();
        const placed = await onceForKey(SCOPE.phone, idempotencyKey, request, () => {
          const now = nowIso();
          return inTransactionEndingWith(
            db,
            async (trx) => {
              const done = await storeAndTake(trx, draft, accessKey, now);
              stockTaken = done.stockTaken;
              const body: PhoneOrderResponse = { id: done.stored.order.id, channel: 'phone' };
              await idempotency.remember(trx, SCOPE.phone, idempotencyKey, request, { status: 201, body });
              return body;
            },
            (trx, { id }) => issueInvoice(trx, deps, draft, { id }, now),
          );
        });
        afterCommit(stockTaken);
        return placed;
      } catch (err) {
        throw asPhoneLines(err);
      }
    },
  };
}
export type PlaceOrder = ReturnType<typeof createPlaceOrder>;
