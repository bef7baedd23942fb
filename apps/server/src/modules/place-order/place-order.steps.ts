import { MAIN_OUTLET_ID } from '@halwai/domain';
import type { Trx } from '../../db/transaction.js';
import type { OrderLineRow, OrderRow } from '../../db/schema.js';
import { sha256 } from '../../lib/tokens.js';
import type { CustomerMessagesService } from '../customer-messages/customer-messages.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { OffersService } from '../offers/offers.service.js';
import { toAdminOrder } from '../orders/orders.mapping.js';
import { createOrdersRepository } from '../orders/orders.repository.js';
import type { SlotsService } from '../slots/slots.service.js';
import type { StockService } from '../stock/stock.service.js';
import type { OrderDraft } from './order-draft.js';

/** What placing an order needs from the invoices module, which implements it (no import back). */
export interface InvoiceNumbering {
  /** The order's invoice number in its series, taken last in its transaction (the series' counter waits for the commit). */
  issue(
    trx: Trx,
    order: { id: number; createdAt: string; prefix: string; series?: 'web' | 'counter'; sellerGstin?: string | null },
  ): Promise<string>;
}

/** The parts the steps use: each step is a function of the order's transaction and these. */
export interface StepParts {
  stock: StockService;
  offers: OffersService;
  customerMessages: CustomerMessagesService;
  notifications: NotificationsService;
  invoices: InvoiceNumbering;
  slots: SlotsService;
}

export interface StoredOrder {
  order: OrderRow;
  lines: OrderLineRow[];
}

/** Stores the order, its business buyer and its lines, as the draft says. */
export async function storeOrder(trx: Trx, draft: OrderDraft, accessKey: string, now: string): Promise<StoredOrder> {
  const tx = createOrdersRepository(trx);
  const order = await tx.insertOrder({
    accessKeyHash: sha256(accessKey),
    customerName: draft.customer.name,
    customerMobile: draft.customer.mobile,
    totalPaise: draft.totalPaise,
    fulfilment: draft.fulfilment,
    deliveryChargePaise: draft.deliveryChargePaise,
    customerEmail: draft.customer.email,
    pageKey: accessKey,
    now,
    offer: draft.offer,
    discountPaise: draft.discountPaise,
    giftMessage: draft.giftMessage,
    language: draft.language,
    channel: draft.channel,
    placedBy: draft.placedBy,
    settled: draft.settled,
    outletId: draft.outletId,
  });
  if (draft.buyer) await tx.setBusinessBuyer(order.id, draft.buyer);
  return { order, lines: await tx.insertLines(order.id, draft.lines) };
}

/** Takes the order's counted stock; the products whose stock changed, to announce after the commit. */
export function takeStock(trx: Trx, parts: StepParts, draft: OrderDraft, orderId: number, now: string): Promise<number[]> {
  return parts.stock.take(trx, orderId, draft.stockLines, draft.pricing, now, {
    handedOver: draft.settled !== null,
    outletId: draft.outletId ?? MAIN_OUTLET_ID,
  });
}

/** Counts the offer's use (and the mobile's): refused when another order took the last one meanwhile. */
export async function redeemOffer(trx: Trx, parts: StepParts, draft: OrderDraft): Promise<void> {
  if (draft.offer) await parts.offers.redeem(trx, draft.offer, draft.customer.mobile);
}

/**
 * Queues what goes out once the order commits: the customer's first message and the shop's
 * notification of a new order. A counter sale is handed over as it is paid: nobody needs telling.
 */
export async function queueMessages(trx: Trx, parts: StepParts, draft: OrderDraft, { order, lines }: StoredOrder): Promise<void> {
  if (draft.settled) return;
  await parts.customerMessages.queueCustomerUpdate(trx, order, 'pending');
  await parts.notifications.enqueue(trx, { kind: 'order.placed', subjectId: order.id, payload: toAdminOrder(order, lines) });
}

/** Numbers the order's invoice in its series: last in the transaction, as it locks the series' counter until the commit. */
export function issueInvoice(trx: Trx, parts: StepParts, draft: OrderDraft, order: { id: number }, now: string): Promise<string> {
  return parts.invoices.issue(trx, {
    id: order.id,
    createdAt: now,
    prefix: draft.invoice.prefix,
    series: draft.invoice.series,
    sellerGstin: draft.invoice.sellerGstin ?? null,
  });
}
