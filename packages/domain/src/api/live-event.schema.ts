import { z } from 'zod';
import { contactMessageSchema } from './contact-message.schema.js';
import { adminOrderSchema } from './order.schema.js';

/**
 * `GET /api/admin/events` (text/event-stream). Each news event carries its outbox id as the SSE `id`
 * and as `data` the back-office shape of its subject as it was when the event happened.
 */
export const LIVE_NEWS_EVENTS = ['order.placed', 'order.updated', 'contact.received'] as const;
export type LiveNewsEventType = (typeof LIVE_NEWS_EVENTS)[number];

/** The `data` of each event the stream sends. */
export const liveEventDataSchemas = {
  'order.placed': adminOrderSchema,
  'order.updated': adminOrderSchema,
  'contact.received': contactMessageSchema,
  /** Caught up: live events follow. */
  ready: z.object({ lastEventId: z.number().int() }),
  /** More was missed than a replay holds: read the lists again. */
  resync: z.object({ reason: z.string() }),
};

type LiveEventData = { [type in keyof typeof liveEventDataSchemas]: z.infer<(typeof liveEventDataSchemas)[type]> };

/** A news event as a client reads it: `{ type: 'order.placed', id: 42, data: AdminOrder }`. */
export type LiveNewsEvent = {
  [type in LiveNewsEventType]: { type: type; id: number; data: LiveEventData[type] };
}[LiveNewsEventType];

/** Opens one live-events stream as `?ticket=`: single use, valid for `expiresInSeconds`. */
export const streamTicketSchema = z
  .object({ ticket: z.string(), expiresInSeconds: z.number().int() })
  .meta({ id: 'StreamTicket', description: 'Opens one live-events stream as `?ticket=`; single use.' });
export type StreamTicket = z.infer<typeof streamTicketSchema>;
