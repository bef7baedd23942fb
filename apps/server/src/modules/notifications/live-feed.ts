import type { LiveChannel } from './live-channel.js';
import { toNotificationEvent } from './notification-event.js';
import type { OutboxRepository } from './outbox.repository.js';

/** How far back the feed looks for events that committed after a newer one (below). */
const LOOKBACK_MS = 60_000;
/** Events published per pass; a larger burst continues on the next pass. */
const BATCH = 500;

/**
 * Publishes every new outbox event to this instance's live streams. Each instance tails the outbox
 * itself, so a browser connected to one instance sees orders placed on another.
 *
 * A cursor on the highest id published is not enough on PostgreSQL: ids are taken when a row is
 * written, not when it commits, so event 10 can commit after event 11 was already published. The
 * feed therefore also looks at the last minute of events and publishes any it hasn't yet.
 */
export function createLiveFeed({ outbox, live }: { outbox: OutboxRepository; live: LiveChannel }) {
  let cursor = 0;
  let startedAt = 0;
  /** Published ids inside the lookback window → their creation time, for pruning. */
  const published = new Map<number, number>();

  return {
    /** Starts after the newest event: streams that connect later catch up by replay, not by this feed. */
    async start(): Promise<void> {
      cursor = await outbox.maxId();
      startedAt = Date.now();
    },

    async publishNew(): Promise<void> {
      const since = Math.max(startedAt, Date.now() - LOOKBACK_MS);
      const late = (await outbox.idsCreatedSince(new Date(since).toISOString(), cursor)).filter((id) => !published.has(id));
      const rows = [...(await outbox.listByIds(late)), ...(await outbox.listAfter(cursor, BATCH))];
      for (const row of rows) {
        if (published.has(row.id)) continue;
        live.publish(toNotificationEvent(row));
        published.set(row.id, Date.parse(row.created_at));
        cursor = Math.max(cursor, row.id);
      }
      for (const [id, createdAt] of published) if (createdAt < since) published.delete(id);
    },
  };
}
