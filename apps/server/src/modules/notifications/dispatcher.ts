import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationChannel } from '../../db/schema.js';
import { retryDelayMs, type RetryPolicy } from './backoff.js';
import { channelTakes, describeError, type DeliveryChannel } from './channels/channel.js';
import type { ClaimedDelivery } from './deliveries.repository.js';
import type { DeliveryQueue } from './delivery-queue.js';
import { isDeliveredKind, toNotificationEvent, type NotificationEvent, type NotificationKind } from './notification-event.js';

export interface DispatcherOptions {
  deliveries: DeliveryQueue;
  /** The shop's channels, and workers that take kinds of their own (the payments worker). */
  channels: readonly DeliveryChannel<NotificationEvent>[];
  /** Runs first on every pass: publishing new events to the live streams. */
  beforeDeliveries?: () => Promise<void>;
  log: FastifyBaseLogger;
  /** How often to look for work when nothing wakes the dispatcher (other instances' events, due retries). */
  pollMs: number;
  retry: RetryPolicy;
  /** How long a claim holds; a crashed instance's claims free up after this. Longer than any attempt. */
  leaseMs?: number;
  /** An attempt without an answer by then has failed. */
  attemptTimeoutMs?: number;
  /** A delivery still failing this long after its event is given up on ('failed'). */
  giveUpAfterMs?: number;
  /** Attempts in flight at once, over all channels. */
  concurrency?: number;
  /** On stop, how long attempts in flight may take to finish before they are cut off. */
  stopGraceMs?: number;
  /** Told how each recorded attempt ended: the metrics. */
  onOutcome?: (channel: NotificationChannel, outcome: 'delivered' | 'retrying' | 'failed') => void;
}

const FAN_OUT_BATCH = 100;
/** Wake a little after a retry falls due, so the pass surely finds it due. */
const TIMER_SLACK_MS = 5;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Delivers the outbox to every configured channel, at least once, from inside the server.
 *
 * A pass (1) runs `beforeDeliveries`, (2) fans new outbox events out into one delivery row per
 * channel, (3) claims due deliveries and starts their attempts without waiting for them, so a slow
 * receiver never holds up the others or the next order. A failed attempt is retried with exponential
 * backoff. Passes never overlap; they run on `wake()` (an order or message just committed), when a
 * retry falls due, and every `pollMs`. Timers are unref'd; `stop()` lets attempts in flight finish
 * (within a grace period) so their outcome is recorded.
 */
export function createNotificationDispatcher(options: DispatcherOptions) {
  const {
    deliveries,
    channels,
    beforeDeliveries,
    log,
    pollMs,
    retry,
    leaseMs = 60_000,
    attemptTimeoutMs = 30_000,
    giveUpAfterMs = 24 * 3_600_000,
    concurrency = 8,
    stopGraceMs = 5_000,
    onOutcome,
  } = options;
  const channelByName = new Map(channels.map((c) => [c.name, c]));
  const channelNames: NotificationChannel[] = [...channelByName.keys()];
  const channelsFor = (kind: NotificationKind) =>
    channels.filter((c) => channelTakes(c, kind, isDeliveredKind(kind))).map((c) => c.name);

  const inFlight = new Map<number, { done: Promise<void>; controller: AbortController }>();
  let running = false;
  let pass: Promise<void> | null = null;
  let passAgain = false;
  /** The last claim filled every free slot, so more may be due as soon as one frees up. */
  let backlog = false;
  let pollTimer: NodeJS.Timeout | null = null;
  /** When a pass last fanned out with no channel configured (see `onePass`). */
  let idleFanOutAt = Number.NEGATIVE_INFINITY;
  /** One timer per retry this instance scheduled, each waking a pass when its retry falls due. */
  const retryTimers = new Set<NodeJS.Timeout>();

  function schedulePoll() {
    if (pollTimer) clearTimeout(pollTimer);
    pollTimer = setTimeout(runPass, pollMs);
    pollTimer.unref();
  }

  function wakeAt(at: number) {
    if (!running) return;
    const timer = setTimeout(
      () => {
        retryTimers.delete(timer);
        runPass();
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    retryTimers.add(timer);
  }

  function runPass() {
    if (!running) return;
    if (pass) {
      passAgain = true;
      return;
    }
    pass = onePass()
      .catch((err: unknown) => log.error({ err }, 'notification pass failed; trying again on the next one'))
      .finally(() => {
        pass = null;
        if (passAgain) {
          passAgain = false;
          runPass();
        } else if (running) {
          schedulePoll();
        }
      });
  }

  async function onePass() {
    if (beforeDeliveries) {
      await beforeDeliveries().catch((err: unknown) => log.error({ err }, 'publishing to live streams failed'));
    }
    // With no channel configured a fan-out only marks events processed, a commit of its own: it is
    // done at most once per poll interval for all events since, not once for every order of a rush.
    const idle = channelNames.length === 0;
    if (!idle || Date.now() - idleFanOutAt >= pollMs) {
      if (idle) idleFanOutAt = Date.now();
      let fannedOut: number;
      do fannedOut = await deliveries.fanOut(channelsFor, FAN_OUT_BATCH, iso(Date.now()));
      while (fannedOut === FAN_OUT_BATCH && running);
    }
    if (!running) return;
    const free = concurrency - inFlight.size;
    const now = Date.now();
    const claimed = await deliveries.claimDue({
      channels: channelNames,
      limit: free,
      now: iso(now),
      leaseUntil: iso(now + leaseMs),
      token: randomUUID(),
    });
    backlog = claimed.length >= free;
    for (const claim of claimed) startAttempt(claim);
  }

  function startAttempt({ delivery, event: row }: ClaimedDelivery) {
    const channel = channelByName.get(delivery.channel)!;
    const event = toNotificationEvent(row); // fan-out made delivery rows only for the kinds each channel takes
    const context = { channel: channel.name, eventId: event.eventId, kind: event.kind, attempt: delivery.attempts };
    const controller = new AbortController();
    const timeout = setTimeout(
      () => controller.abort(new Error(`no answer within ${attemptTimeoutMs / 1000} s`)),
      attemptTimeoutMs,
    );

    const done = (async () => {
      // Only the channel's own failure counts against the attempt; a failure to record it is not retried here.
      const failure = await channel.send(event, controller.signal).then(
        () => null,
        (err: unknown) => err,
      );
      if (failure === null) {
        if (await deliveries.markDelivered(delivery.id, delivery.claim_token!, iso(Date.now()))) {
          log.info(context, 'notification delivered');
          onOutcome?.(channel.name, 'delivered');
        }
        else log.warn(context, 'notification delivered after its claim had expired; another attempt may repeat it');
        return;
      }
      const error = describeError(failure);
      const failedAt = Date.now();
      const giveUp = failedAt - Date.parse(event.createdAt) >= giveUpAfterMs;
      const nextAttemptAt = giveUp ? null : failedAt + retryDelayMs(delivery.attempts, retry);
      await deliveries.markFailed(delivery.id, delivery.claim_token!, {
        error,
        at: iso(failedAt),
        nextAttemptAt: nextAttemptAt === null ? null : iso(nextAttemptAt),
      });
      onOutcome?.(channel.name, nextAttemptAt === null ? 'failed' : 'retrying');
      if (nextAttemptAt === null) log.error({ ...context, error }, 'notification failed; giving up');
      else {
        log.warn({ ...context, error, retryAt: iso(nextAttemptAt) }, 'notification attempt failed; will retry');
        wakeAt(nextAttemptAt + TIMER_SLACK_MS);
      }
    })()
      .catch((err: unknown) =>
        log.error({ err, ...context }, 'recording a notification attempt failed; its claim will expire and it will be retried'),
      )
      .finally(() => {
        clearTimeout(timeout);
        inFlight.delete(delivery.id);
        if (backlog) runPass();
      });
    inFlight.set(delivery.id, { done, controller });
  }

  return {
    /** Starts at once, flushing whatever queued up while the server was down. */
    start() {
      if (running) return;
      running = true;
      runPass();
    },

    /** Something new committed: look now rather than at the next poll. */
    wake() {
      runPass();
    },

    async stop(): Promise<void> {
      running = false;
      if (pollTimer) clearTimeout(pollTimer);
      retryTimers.forEach(clearTimeout);
      retryTimers.clear();
      await pass;
      if (inFlight.size === 0) return;
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, stopGraceMs)));
      await Promise.race([Promise.all([...inFlight.values()].map((a) => a.done)), grace]);
      clearTimeout(graceTimer);
      for (const attempt of inFlight.values()) attempt.controller.abort(new Error('the server stopped during the attempt'));
      await Promise.all([...inFlight.values()].map((a) => a.done));
    },
  };
}
