import type { NotificationChannel } from '../../../db/schema.js';
import type { DeliveredEvent, NotificationEvent, NotificationKind } from '../notification-event.js';

/**
 * A way of telling the shop about an event, with its own delivery rows and retries. A channel takes
 * the delivered kinds (order placed, message, daily summary) unless it names the kinds it takes.
 */
export interface DeliveryChannel<Event extends NotificationEvent = DeliveredEvent> {
  readonly name: NotificationChannel;
  readonly kinds?: readonly Event['kind'][];
  /** Resolves once the receiver has accepted the event; rejects (with a reason a person can read) otherwise. */
  send(event: Event, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/** Whether the channel takes events of this kind. */
export const channelTakes = (channel: { kinds?: readonly NotificationKind[] }, kind: NotificationKind, delivered: boolean) =>
  channel.kinds ? channel.kinds.includes(kind) : delivered;

/** An error's message, with its cause's when it has one ("fetch failed: connect ECONNREFUSED …"). */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause.message : null;
  return cause && !err.message.includes(cause) ? `${err.message}: ${cause}` : err.message;
}

/** A receiver's refusal that no retry can change (an HTTP 4xx: a wrong number, a template it does not know). */
export class FailureForGood extends Error {}

export const isFailureForGood = (err: unknown): boolean => err instanceof FailureForGood;
