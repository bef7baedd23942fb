import { inOutletScope, type OutletScope } from '../../lib/outlet-scope.js';
import { timingSafeEqual } from 'node:crypto';
import {
  ORDER_FORM_MESSAGES,
  MESSAGES,
  checkStepChange,
  RATING_MESSAGES,
  dayInZoneAsUtc,
  isValidMobile,
  normaliseMobile,
  orderStatusOf,
  paise,
  paiseToRupees,
  type OfferCheckRequest,
  type OfferCheckResponse,
  parseId,
  undoTarget,
  ORDER_UNDO_MESSAGES,
  type AdminOrder,
  type AdminOrderDetails,
  type FulfilmentType,
  type OrderHistoryEntry,
  type OrderRating,
  type OrderRatingRequest,
  type OrderListQuery,
  type OrderStatusChange,
  type OrderStep,
  type OrderView,
  type Payment,
  type PaymentMethod,
  type Said,
  say,
  slotLabel,
  slotsOn,
  type OrderSlotMove,
  type SlotType,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '../../db/schema.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { nowIso, systemClock, type Clock } from '../../lib/clock.js';
import { badRequest, conflict, fieldError, notFound } from '../../lib/problems.js';
import { sha256 } from '../../lib/tokens.js';
import type { CustomerMessagesService } from '../customer-messages/customer-messages.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ProductsService } from '../products/products.service.js';
import { historyOf, toAdminOrder, toAdminOrders, toOrderView, toPayment } from './orders.mapping.js';
import type { OffersService } from '../offers/offers.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { SlotPlace, SlotsService } from '../slots/slots.service.js';
import type { StockService } from '../stock/stock.service.js';
import { priceCart } from './orders.pricing.js';
import { createOrderRatingsRepository } from './order-ratings.repository.js';
import { itemsWithBestBefore, withBestBefore } from './best-before.js';
import { createOrdersRepository, type OrderFilter } from './orders.repository.js';

/** Compares the key's hash with the stored one in constant time. */
function keyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(sha256(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** One step change, as the work done in its transaction sees it. */
export interface OrderStepChange {
  from: OrderStep;
  to: OrderStep;
  /** The staff member's email. */
  by: string;
  /** Why the order was cancelled (a cancel only). */
  reason?: string;
  /** The change was an Undo of the previous one. */
  undo: boolean;
}

/**
 * Work that must commit or roll back with an order's step change (a message to the customer, say):
 * called inside the change's transaction, after the order row is updated, with that new row.
 */
export type OnOrderStepChange = (trx: Trx, order: OrderRow, newStatus: OrderStep, change: OrderStepChange) => Promise<void>;

/** What a step change decides from the order as it stands: the step to move to and its history entry, or why not. */
/** Also done in the cancelling transaction, on the cancelled order (a refund staff asked for); if it throws, nothing changes. */
export type AlsoOnCancel = (trx: Trx, order: OrderRow) => Promise<OrderRow>;

type StepDecision = { to: OrderStep; entry: OrderHistoryEntry } | { refused: Said };

/** `status` of an order still open (any step before completed or cancelled). */
const ORDER_OPEN = 0;

/** How many times a step change reads the order again after another change overtook it. */
const STEP_CHANGE_TRIES = 3;

export interface OrdersDeps {
  db: Kysely<Database>;
  products: ProductsService;
  notifications: NotificationsService;
  settings: SettingsService;
  customerMessages: CustomerMessagesService;
  stock: StockService;
  offers: OffersService;
  slots: SlotsService;
  /** Whether the shop takes online payment (Razorpay configured): the order page then offers it. */
  onlinePayments?: boolean;
  /** Runs in the transaction of every step change (see `changeOrderStep`). */
  onStepChange?: OnOrderStepChange;
  /** What time it is for step changes, the Undo window, opening hours, offer dates and preferred dates; tests move it. */
  clock?: Clock;
}

export function createOrdersService({
  db,
  products,
  notifications,
  settings,
  customerMessages,
  stock,
  offers,
  slots,
  onStepChange,
  clock = systemClock,
  onlinePayments = false,
}: OrdersDeps) {
  const repo = createOrdersRepository(db);
  const ratings = createOrderRatingsRepository(db);

  /** The place an order holds in a slot, at its outlet; null without one. */
  const placeOf = (order: Pick<OrderRow, 'slot' | 'preferred_date' | 'fulfilment' | 'outlet_id'>): SlotPlace | null =>
    order.slot !== null && order.preferred_date !== null
      ? { outletId: Number(order.outlet_id), date: order.preferred_date, type: order.fulfilment, slot: order.slot }
      : null;

  /**
   * What cancelling gives back, inside the cancelling transaction: the stock the order took, its
   * offer use and its place in its slot. Returns the products whose stock changed: pass them to
   * `stock.announce` after the commit. Any path that cancels an order calls this once.
   */
  const giveBack = async (
    trx: Trx,
    order: Pick<OrderRow, 'id' | 'offer_id' | 'customer_mobile' | 'slot' | 'preferred_date' | 'fulfilment' | 'outlet_id'>,
  ): Promise<number[]> => {
    // The slot first, as placing an order takes it first: two transactions lock its row before the others.
    const place = placeOf(order);
    if (place) await slots.giveBack(trx, place);
    if (order.offer_id !== null) await offers.giveBack(trx, Number(order.offer_id), order.customer_mobile);
    return stock.returnStock(trx, order.id);
  };

  /**
   * A cancelled order reopened by Undo takes its place in its slot again, if there is one left and
   * the slot is still the owner's (409 otherwise, and the Undo rolls back).
   */
  const retakePlace = async (trx: Trx, order: OrderRow): Promise<void> => {
    const place = placeOf(order);
    if (!place) return;
    const shop = await settings.orderSettings();
    const slot = slotsOn(place.date, place.type as SlotType, shop.slots).find((s) => slotLabel(s) === place.slot);
    if (!slot) throw conflict(ORDER_UNDO_MESSAGES.gaveBack);
    await slots.take(trx, { ...place, capacity: slot.capacity }, 'status');
  };

  /**
   * The one way an order changes step, in one transaction: read the order, let `decide` apply the
   * workflow's rules to it, then update it only if nobody moved it since it was read (else read it
   * again and decide again: two staff moving one order at once cannot both write over one history).
   */
  async function changeOrderStep(
    id: number,
    by: string,
    decide: (order: OrderRow, history: OrderHistoryEntry[], now: Date, trx: Trx) => StepDecision | Promise<StepDecision>,
    onCancel?: AlsoOnCancel,
  ): Promise<AdminOrder> {
    const now = clock();
    const at = now.toISOString();
    let stockReturned: number[] = [];
    const outcome = await inTransaction(db, async (trx): Promise<{ order: AdminOrder } | { refused: Said } | null> => {
      const tx = createOrdersRepository(trx);
      for (let attempt = 1; attempt <= STEP_CHANGE_TRIES; attempt++) {
        const order = await tx.findById(id);
        if (!order) return null;
        const history = historyOf(order);
        const decision = await decide(order, history, now, trx);
        if ('refused' in decision) return decision;
        let updated = await tx.setStepIf(
          id,
          { step: order.step, history: order.status_history },
          { step: decision.to, status: orderStatusOf(decision.to), history: JSON.stringify([...history, decision.entry]) },
          at,
        );
        if (!updated) continue;

        // ── In the same transaction as the step change: everything that must commit with it. ──
        if (decision.to === 'cancelled') {
          stockReturned = await giveBack(trx, updated);
          if (onCancel) updated = await onCancel(trx, updated);
        } else if (order.step === 'cancelled') await retakePlace(trx, updated);
        const admin = toAdminOrder(updated, await tx.findLines(id));
        await notifications.enqueue(trx, { kind: 'order.updated', subjectId: id, payload: admin });
        const { reason, undo } = decision.entry;
        // The customer hears of a step taken, not of one taken back.
        if (undo !== true) await customerMessages.queueCustomerUpdate(trx, updated, decision.to, reason !== undefined ? { reason } : {});
        await onStepChange?.(trx, updated, decision.to, {
          from: order.step as OrderStep,
          to: decision.to,
          by,
          ...(reason !== undefined && { reason }),
          undo: undo === true,
        });
        return { order: admin };
      }
      return { refused: ORDER_FORM_MESSAGES.changingNow };
    });
    if (!outcome) throw notFound(say('common.orderNotFound', id));
    if ('refused' in outcome) throw conflict(outcome.refused);
    stock.announce(stockReturned);
    notifications.wake();
    return outcome.order;
  }

  return {
    /**
     * The success page's order, for whoever holds its access key, for the customer signed in with its
     * mobile, or for staff. A wrong or missing key, another mobile's order, an unknown id and a malformed
     * id all answer the same 404, so ids cannot be probed. The signed-in customer also gets the key,
     * for the links that carry it (the invoice).
     */
    async view(
      rawId: string,
      key: string | undefined,
      staff: { outlets: OutletScope } | null,
      customerMobile: string | null = null,
    ): Promise<OrderView> {
      const missing = () => notFound(say('common.orderNotFound', rawId));
      const id = parseId(rawId);
      if (id === null || (!staff && !key && !customerMobile)) throw missing();
      const order = await repo.findById(id);
      // A signed-in customer opens the orders of their own mobile without keys; another's is missing, as with a wrong key.
      // Staff limited to some outlets open only theirs without the key.
      const opens = (o: OrderRow) =>
        (staff !== null && inOutletScope(staff.outlets, Number(o.outlet_id))) ||
        (key !== undefined && keyMatches(key, o.access_key_hash)) ||
        (customerMobile !== null && o.customer_mobile === customerMobile);
      if (!order || !opens(order)) throw missing();
      const [lines, rating, timeZone] = await Promise.all([repo.findLines(id), ratings.find(id), settings.timeZone()]);
      const keyForCustomer = !key && customerMobile !== null && order.page_key !== null ? { accessKey: order.page_key } : {};
      return { ...withBestBefore(toOrderView(order, lines, onlinePayments), order, lines, timeZone), ...(rating && { rating }), ...keyForCustomer };
    },

    /**
     * The customer rates the order from its page, with the same access-key rule as reading it (a
     * wrong key is a missing order). One rating per order: rating again replaces the earlier one.
     */
    async rate(rawId: string, key: string | undefined, { stars, comment }: OrderRatingRequest): Promise<OrderRating> {
      const missing = () => notFound(say('common.orderNotFound', rawId));
      const id = parseId(rawId);
      if (id === null || !key) throw missing();
      const order = await repo.findById(id);
      if (!order || !keyMatches(key, order.access_key_hash)) throw missing();
      if (order.step === 'cancelled') throw conflict(RATING_MESSAGES.cancelled);
      const text = comment?.trim() ?? '';
      return ratings.upsert(id, stars, text === '' ? null : text, nowIso());
    },

    /** One order for the back office, with how its notification to the shop stands on each channel. */
    async get(id: number): Promise<AdminOrderDetails> {
      const order = await repo.findById(id);
      if (!order) throw notFound(say('common.orderNotFound', id));
      const cancelReason = historyOf(order).findLast((entry) => entry.status === 'cancelled')?.reason;
      const [lines, delivery, messages, rating, timeZone, sendByHand] = await Promise.all([
        repo.findLines(id),
        notifications.deliveryStatus('order.placed', id),
        customerMessages.messagesFor(id),
        ratings.find(id),
        settings.timeZone(),
        customerMessages.messageToSendByHand(order, cancelReason),
      ]);
      const admin = itemsWithBestBefore(toAdminOrder(order, lines), order, lines, timeZone);
      return { ...admin, notifications: delivery, messages, ...(rating && { rating }), ...(sendByHand && { sendByHand }) };
    },

    /**
     * Staff's list of orders; `mobile` (not a query parameter) keeps one customer's, for the Customers
     * screen; `scope` keeps the outlets the member of staff asking sees.
     */
    async list({ placedOn, ...rest }: OrderListQuery & { mobile?: string; scope?: OutletScope }): Promise<AdminOrder[]> {
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
     * Staff move an order to a later step of its way, or cancel it while it is open (with a reason the
     * customer reads); `1` and `2` are completed and cancelled. A step the workflow does not allow is
     * refused (409) with the reason in the staff's words. Every open orders board hears of it live.
     */
    changeOrderStatus(id: number, { status, reason }: OrderStatusChange, by: string, onCancel?: AlsoOnCancel): Promise<AdminOrder> {
      const to: OrderStep = status === 1 ? 'completed' : status === 2 ? 'cancelled' : status;
      const why = reason === '' ? undefined : reason;
      if (why !== undefined && to !== 'cancelled') throw fieldError('reason', ORDER_FORM_MESSAGES.reasonOnlyWithCancel);
      return changeOrderStep(id, by, (order, _history, now) => {
        const refused = checkStepChange(order.step as OrderStep, to, order.fulfilment as FulfilmentType);
        if (refused) return { refused };
        return { to, entry: { status: to, at: now.toISOString(), by, ...(why !== undefined && { reason: why }) } };
      }, onCancel);
    },

    /**
     * Undo: takes the order back to the step before its last change, once, within 10 minutes of that
     * change; an undone cancel or completion reopens the order. The history keeps both entries.
     */
    undoOrderStatus(id: number, by: string): Promise<AdminOrder> {
      return changeOrderStep(id, by, async (order, history, now, trx) => {
        const target = undoTarget(history, now);
        if ('refused' in target) return target;
        // A cancel gave back its stock and offer use, which others may have taken since: it is not reopened.
        if (order.step === 'cancelled' && (order.offer_id !== null || order.refund_status !== null || (await stock.tookAny(trx, order.id))))
          return { refused: ORDER_UNDO_MESSAGES.gaveBack };
        return { to: target.to, entry: { status: target.to, at: now.toISOString(), by, undo: true } };
      });
    },

    /**
     * Staff move an open order to a slot of the same or another day: its place in its old slot is given
     * back and one in the new slot taken, in one transaction (409 when the new slot is full, or the
     * order is completed or cancelled; 400 for a slot that is not one of that day's or is past).
     * Every open orders board hears of it. The answer is the order as `get` gives it.
     */
    async moveSlot(id: number, { preferredDate, slot }: OrderSlotMove): Promise<AdminOrderDetails> {
      const order = await repo.findById(id);
      if (!order) throw notFound(say('common.orderNotFound', id));
      if (order.status !== ORDER_OPEN) throw conflict(say('slot.orderClosed'));
      const target = await slots.checkMove(Number(order.outlet_id), preferredDate, order.fulfilment as SlotType, slot.trim());
      const moved = await inTransaction(db, async (trx) => {
        const tx = createOrdersRepository(trx);
        // Only if nobody cancelled, finished or moved it since it was read: then the old place is the one to give back.
        const updated = await tx.setSlotIf(id, order, { preferredDate, slot: target.slot }, nowIso());
        if (!updated) return null;
        const from = placeOf(order);
        if (!from) await slots.take(trx, target, 'slot');
        else if (from.date !== target.date || from.slot !== target.slot) {
          // The two slots' rows in one order whichever way an order moves, so two moves cannot wait on each other.
          const giveBackFirst = `${from.date} ${from.type} ${from.slot}` < `${target.date} ${target.type} ${target.slot}`;
          if (giveBackFirst) await slots.giveBack(trx, from);
          await slots.take(trx, target, 'slot');
          if (!giveBackFirst) await slots.giveBack(trx, from);
        }
        await notifications.enqueue(trx, { kind: 'order.updated', subjectId: id, payload: toAdminOrder(updated, await tx.findLines(id)) });
        return updated;
      });
      if (!moved) {
        const now = await repo.findById(id);
        throw conflict(now && now.status === ORDER_OPEN ? ORDER_FORM_MESSAGES.changingNow : say('slot.orderClosed'));
      }
      notifications.wake();
      return this.get(id);
    },

    /** The saving an offer code gives on a cart, before ordering: the cart is priced as an order would be. */
    async checkOffer(request: OfferCheckRequest): Promise<OfferCheckResponse> {
      const [shop, pricing] = await Promise.all([settings.orderSettings(), products.pricingFor(request.cartItems.map((l) => l.id))]);
      if (request.cartItems.length === 0) throw badRequest(MESSAGES.cartEmpty);
      const { totalPaise: itemsTotal } = priceCart(request.cartItems, pricing, paise(0));
      const mobile = request.customerMobile && isValidMobile(request.customerMobile) ? normaliseMobile(request.customerMobile) : undefined;
      const offer = await offers.apply(request.offerCode, itemsTotal, { mobile, now: clock(), timeZone: shop.timeZone, minimum: shop.minimumOrder });
      return { offerCode: offer.code, discount: paiseToRupees(offer.discountPaise) };
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
      if (!updated) throw notFound(say('common.orderNotFound', id));
      notifications.wake();
      return { id, paid, payment: toPayment(updated) };
    },

    /** The outlet that takes order `id`, if there is one (the one-order routes' scope). */
    outletOf(id: number): Promise<number | undefined> {
      return repo.outletOf(id);
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
