import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { toNotificationEvent, type NotificationEvent } from './notifications.service.js';
import { createOutboxRepository } from './outbox.repository.js';

/** Hands one event to the outside world; throwing leaves the event queued for the next tick. */
export type Deliver = (event: NotificationEvent) => Promise<void>;

/** The only channel for now: the log. Email, webhook or a live stream replace this one function. */
export const logDelivery =
  (log: FastifyBaseLogger): Deliver =>
  async (event) => {
    log.info({ event }, 'notification');
  };

export interface DispatcherOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  intervalMs: number;
  deliver?: Deliver;
  batchSize?: number;
}

/**
 * Polls the outbox and delivers what is pending, oldest first, at least once: an event is marked
 * processed only after its delivery succeeded. Ticks never overlap; the timer is unref'd so it
 * never keeps the process alive, and `stop()` waits for a tick in flight.
 */
export function createNotificationDispatcher({
  db,
  log,
  intervalMs,
  deliver = logDelivery(log),
  batchSize = 50,
}: DispatcherOptions) {
  const outbox = createOutboxRepository(db);
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let running = false;

  async function tick(): Promise<void> {
    const rows = await outbox.listPending(batchSize);
    for (const row of rows) {
      if (!running) return;
      try {
        await deliver(toNotificationEvent(row));
        await outbox.markProcessed(row.id, nowIso());
      } catch (err) {
        log.warn({ err, eventId: row.event_id }, 'notification delivery failed; it stays queued');
      }
    }
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(runTick, intervalMs);
    timer.unref();
  }

  function runTick() {
    timer = null;
    inFlight = tick()
      .catch((err: unknown) => log.error({ err }, 'notification tick failed'))
      .finally(() => {
        inFlight = null;
        schedule();
      });
  }

  return {
    /** Starts polling; the first tick runs at once to flush what queued up while the server was down. */
    start() {
      if (running) return;
      running = true;
      runTick();
    },

    async stop(): Promise<void> {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
  };
}
export type NotificationDispatcher = ReturnType<typeof createNotificationDispatcher>;
