import { MAIN_OUTLET_ID, type AdminOrder, type ContactMessage, type SalesReport } from '@halwai/domain';
import { inOutletScope, type OutletScope } from '../../lib/outlet-scope.js';
import type { NotificationOutboxTable } from '../../db/schema.js';

export type NotificationKind = NotificationOutboxTable['kind'];

/** What each kind carries: the back-office shape of the order or message as it was when the event happened. */
export type EventToQueue =
  | { kind: 'order.placed'; subjectId: number; payload: AdminOrder }
  | { kind: 'order.updated'; subjectId: number; payload: AdminOrder }
  | { kind: 'contact.received'; subjectId: number; payload: ContactMessage }
  /** The end-of-day summary: the day's sales report; the subject is the shop day as a number (20261123). */
  | { kind: 'report.daily'; subjectId: number; payload: DailySummaryReport }
  /** A signed payment gateway webhook, taken in and left for the payments worker; the subject is the order. */
  | { kind: 'payment.gateway'; subjectId: number; payload: GatewayPaymentNews }
  /** A refund staff asked for; the payments worker calls the gateway. The subject is the order. */
  | { kind: 'payment.refund'; subjectId: number; payload: { orderId: number } };

/**
 * A day's sales as the end-of-day summary sends them: with several outlets, one per outlet, naming
 * it and the address its email goes to (null: the shop's); a shop of one outlet names none.
 */
export type DailySummaryReport = SalesReport & { outlet?: { id: number; name: string; email: string | null } };

/** What the payments worker needs of a gateway webhook: no more than the payment's own facts. */
export interface GatewayPaymentNews {
  event: string;
  eventId: string;
  paymentId: string;
  amountPaise: number;
  method: string | null;
  linkId: string | null;
  referenceId: string | null;
  /** The order named in the payment's notes (the link's, copied), when no link is named. */
  orderId?: number | null;
}

/** An event as channels receive it. `eventId` is stable across redeliveries, so a receiver can de-duplicate. */
export type NotificationEvent = EventToQueue & { outboxId: number; eventId: string; createdAt: string };

/** The kinds the shop is told about on every configured channel; `order.updated` only goes to the live stream. */
const DELIVERED_KINDS = ['order.placed', 'contact.received', 'report.daily'] as const;
export type DeliveredEvent = Extract<NotificationEvent, { kind: (typeof DELIVERED_KINDS)[number] }>;

export const isDeliveredKind = (kind: NotificationKind): kind is DeliveredEvent['kind'] =>
  (DELIVERED_KINDS as readonly string[]).includes(kind);

/** Work for the payments worker, not news: never sent to the shop's channels or to the live stream. */
const PAYMENT_KINDS = ['payment.gateway', 'payment.refund'] as const;
export type PaymentWorkEvent = Extract<NotificationEvent, { kind: (typeof PAYMENT_KINDS)[number] }>;

export const isPaymentWorkKind = (kind: NotificationKind): kind is PaymentWorkEvent['kind'] =>
  (PAYMENT_KINDS as readonly string[]).includes(kind);

/** The outbox row as an event. The payload was written by this server in the same transaction as its subject. */
export function toNotificationEvent(row: {
  id: number;
  event_id: string;
  kind: NotificationKind;
  subject_id: number;
  payload: string;
  created_at: string;
}): NotificationEvent {
  const base = { outboxId: row.id, eventId: row.event_id, subjectId: row.subject_id, createdAt: row.created_at };
  const payload: unknown = JSON.parse(row.payload);
  switch (row.kind) {
    case 'contact.received':
      return { ...base, kind: row.kind, payload: payload as ContactMessage };
    case 'order.placed':
    case 'order.updated':
      return { ...base, kind: row.kind, payload: payload as AdminOrder };
    case 'report.daily':
      return { ...base, kind: row.kind, payload: payload as DailySummaryReport };
    case 'payment.gateway':
      return { ...base, kind: row.kind, payload: payload as GatewayPaymentNews };
    case 'payment.refund':
      return { ...base, kind: row.kind, payload: payload as { orderId: number } };
  }
}

/**
 * Whether staff who see `scope`'s outlets are told of this event live: an order's news only at its
 * outlet's (an event queued before outlets names none: the first); the day's sales only to those who
 * see every outlet.
 */
export function eventSeenBy(scope: OutletScope, event: NotificationEvent): boolean {
  if (scope === null) return true;
  if (event.kind === 'order.placed' || event.kind === 'order.updated') return inOutletScope(scope, event.payload.outletId ?? MAIN_OUTLET_ID);
  return event.kind !== 'report.daily';
}
