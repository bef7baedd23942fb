import type { LiveChannel } from './live-channel.js';
import { isPaymentWorkKind, toNotificationEvent } from './notification-event.js';
import type { OutboxRepository } from './outbox.repository.js';

/** How long an id skipped over is waited for (a transaction that took it may still commit). */
const GAP_WAIT_MS = 60_000;
/** Events published per pass; a larger burst continues on the next pass. */
const BATCH = 500;
/** At most this many gaps are waited for: a sequence that jumped far (a restore, a reset) is not a gap to fill. */
const MAX_GAPS = 1_000;

/**
 * Publishes every new outbox event to this instance's live streams. Each instance tails the outbox
 * itself, so a browser connected to one instance sees orders placed on another.
 *
 * Each pass reads only what lies after the highest id published. That alone is not enough on
 * PostgreSQL: ids are taken when a row is written, not when it commits, so event 10 can commit after
 * event 11 was already published. An id the cursor skipped over is therefore remembered as a gap and
 * asked for by id on later passes, for a minute (a gap left by a rolled-back transaction never fills).
 * A pass costs one read of the new rows, plus one for the gaps when there are any.
 */
export function createLiveFeed({
  outbox,
  live,
  endStreamsOfEndedSessions,
}: {
  outbox: OutboxRepository;
  live: LiveChannel;
  /** Awaited before events are published, so a stream whose session has ended (on any instance) gets none of them. */
  endStreamsOfEndedSessions: () => Promise<void>;
}) {
  let cursor = 0;
  /** Ids below the cursor not seen yet → when they were first skipped. */
  const gaps = new Map<number, number>();

  const publish = (rows: Awaited<ReturnType<OutboxRepository['listAfter']>>) => {
    for (const row of rows) if (!isPaymentWorkKind(row.kind)) live.publish(toNotificationEvent(row));
  };

  return {
    /** Starts after the newest event: streams that connect later catch up by replay, not by this feed. */
    async start(): Promise<void> {
      cursor = await outbox.maxId();
      gaps.clear();
    },

    async publishNew(): Promise<void> {
      const now = Date.now();
      for (const [id, since] of gaps) if (now - since > GAP_WAIT_MS) gaps.delete(id);
      const filled = gaps.size > 0 ? await outbox.listByIds([...gaps.keys()]) : [];
      const rows = await outbox.listAfter(cursor, BATCH);
      // Nothing is taken as published until the sessions are checked: if that fails, the next pass tries again.
      if (filled.length + rows.length > 0) await endStreamsOfEndedSessions();
      for (const row of filled) gaps.delete(row.id);
      publish(filled);
      for (const row of rows) {
        for (let skipped = cursor + 1; skipped < row.id && gaps.size < MAX_GAPS; skipped++) gaps.set(skipped, now);
        cursor = row.id;
      }
      publish(rows);
    },
  };
}
