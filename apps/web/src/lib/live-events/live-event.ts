import { LIVE_NEWS_EVENTS, type LiveNewsEvent } from '@halwai/domain';

/**
 * What the back office hears from `GET /api/admin/events`: news with the API's shapes, or `ready`
 * (caught up, possibly after a reconnect) and `resync` (too much was missed), which both mean: reload the lists.
 */
export type LiveEvent = LiveNewsEvent | { type: 'ready' | 'resync' };

/** The server's event names that carry news, each with its outbox id. */
export const NEWS_EVENT_TYPES = LIVE_NEWS_EVENTS;

export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';
