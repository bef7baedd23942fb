import type { AdminOrder } from '@halwai/domain';

/** A get-in-touch message as `GET /api/admin/messages` lists it (the data of `contact.received`). */
export interface LiveContactMessage {
  id: number;
  name: string;
  phoneNumber: string;
  message: string;
  handled: boolean;
  createdAt: string;
}

/**
 * What the back office hears from `GET /api/admin/events`. `ready` (caught up, possibly after a
 * reconnect) and `resync` (too much was missed) both mean: reload the lists.
 */
export type LiveEvent =
  | { type: 'order.placed' | 'order.updated'; id: number; data: AdminOrder }
  | { type: 'contact.received'; id: number; data: LiveContactMessage }
  | { type: 'ready' | 'resync' };

/** The server's event names that carry news, each with its outbox id. */
export const NEWS_EVENT_TYPES = ['order.placed', 'order.updated', 'contact.received'] as const;

export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';
