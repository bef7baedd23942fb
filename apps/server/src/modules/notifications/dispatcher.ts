import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptFailure, LeaseClaim } from '../../db/claim-and-lease.js';
import type { NotificationChannel } from '../../db/schema.js';
import { retryDelayMs, type RetryPolicy } from './backoff.js';
import { channelTakes, describeError, isFailureForGood, type DeliveryChannel } from './channels/channel.js';
import type { ClaimedDelivery } from './deliveries.repository.js';

/** What a pass asks the queue for: due work on these channels, leased until `leaseUntil` under `token`. */
export type WorkClaim = LeaseClaim;
import type { DeliveryQueue } from './delivery-queue.js';
import { isDeliveredKind, toNotificationEvent, type NotificationEvent, type NotificationKind } from './notification-event.js';

/** One row of work an instance has claimed: an attempt on one channel, held under `claimToken`. */
export interface ClaimedWork {
  id: number;
  channel: string;
  /** Attempts started, this one included. */
  attempts: number;
  claimToken: string;
  /** When the work was queued: it is given up on `giveUpAfterMs` later. */
  queuedAt: string;
  /** What the log lines say about it. */
  context: Record<string, unknown>;
}

/** The rows a dispatcher works through, leased to one instance at a time (see `delivery-queue.ts`). */
export interface WorkQueue<W extends ClaimedWork> {
  /** Turns new events into work rows; returns how many it took. Work queued directly needs none. */
  fanOut?: (limit: number, now: string) => Promise<number>;
  claimDue(claim: WorkClaim): Promise<W[]>;
  /** Records a success (with the receiver's id for it, if it gave one); false when the claim was lost. */
  markDone(work: W, now: string, receipt: string | undefined): Promise<boolean>;
  /** Records a failed attempt: retried at `nextAttemptAt`, or given up on when that is null. */
  markFailed(work: W, failure: AttemptFailure): Promise<boolean>;
}

/** A way out for claimed work: resolves once the receiver accepted it (with its id for it, if any), rejects otherwise. */
export interface WorkChannel<W> {
  readonly name: string;
  send(work: W, signal: AbortSignal): Promise<string | void>;
}

export interface WorkDispatcherOptions<W extends ClaimedWork> {
  queue: WorkQueue<W>;
  channels: readonly WorkChannel<W>[];
  /** What the log lines call one piece of work ("notification", "customer message"). */
  noun: string;
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
  /** Work still failing this long after it was queued is given up on ('failed'). */
  giveUpAfterMs?: number;
  /** Attempts in flight at once, over all channels. */
  concurrency?: number;
  /** On stop, how long attempts in flight may take to finish before they are cut off. */
  stopGraceMs?: number;
  /** Told how each recorded attempt ended: the metrics. */
  onOutcome?: (channel: string, outcome: 'delivered' | 'retrying' | 'failed') => void;
}

/** The notifications' dispatcher: the outbox's deliveries to the shop's channels. */
export interface DispatcherOptions extends Omit<WorkDispatcherOptions<ClaimedWork>, 'queue' | 'channels' | 'noun' | 'onOutcome'> {
  deliveries: DeliveryQueue;
  /** The shop's channels, and workers that take kinds of their own (the payments worker). */
  channels: readonly DeliveryChannel<NotificationEvent>[];
  onOutcome?: (channel: NotificationChannel, outcome: 'delivered' | 'retrying' | 'failed') => void;
}

const FAN_OUT_BATCH = 100;
/** Wake a little after a retry falls due, so the pass surely finds it due. */
const TIMER_SLACK_MS = 5;
const iso = (ms: number) => new Date(ms).toISOString();

type ClaimedNotification = ClaimedWork & { claimed: ClaimedDelivery };

/**
 * Delivers the outbox to every configured channel, at least once, from inside the server: the
 * work dispatcher below over the notification deliveries.
 */
export function createNotificationDispatcher({ deliveries, channels, onOutcome, ...options }: DispatcherOptions) {
  const channelsFor = (kind: NotificationKind) =>
    channels.filter((c) => channelTakes(c, kind, isDeliveredKind(kind))).map((c) => c.name);
  const queue: WorkQueue<ClaimedNotification> = {
    fanOut: (limit, now) => deliveries.fanOut(channelsFor, limit, now),
    claimDue: async (claim) =>
      // the claim names this dispatcher's channels, which are notification channels
      (await deliveries.claimDue({ ...claim, channels: claim.channels as NotificationChannel[] })).map((claimed) => ({
        id: claimed.delivery.id,
        channel: claimed.delivery.channel,
        attempts: claimed.delivery.attempts,
        claimToken: claimed.delivery.claim_token!,
        queuedAt: claimed.event.created_at,
        context: { eventId: claimed.event.event_id, kind: claimed.event.kind },
        claimed,
      })),
    markDone: (work, now) => deliveries.markDelivered(work.id, work.claimToken, now),
    markFailed: (work, failure) => deliveries.markFailed(work.id, work.claimToken, failure),
  };
  return createWorkDispatcher<ClaimedNotification>({
    ...options,
    queue,
    noun: 'notification',
    // fan-out made delivery rows only for the kinds each channel takes
    channels: channels.map((channel) => ({
      name: channel.name,
      send: (work, signal) => channel.send(toNotificationEvent(work.claimed.event), signal),
    })),
    onOutcome: onOutcome as WorkDispatcherOptions<ClaimedNotification>['onOutcome'],
  });
}

/**
 * Works through a queue of leased rows on its channels, each at least once, from inside the server.
 *
 * A pass (1) runs `beforeDeliveries`, (2) fans new outbox events out into work rows (when the
 * queue has a fan-out), (3) claims due work and starts their attempts without waiting for them, so a slow
 * receiver never holds up the others or the next order. A failed attempt is retried with exponential
 * backoff, unless the channel says the failure is for good (`FailureForGood`). Passes never overlap; they run on `wake()` (an order or message just committed), when a
 * retry falls due, and every `pollMs`. Timers are unref'd; `stop()` lets attempts in flight finish
 * (within a grace period) so their outcome is recorded.
 */
export function createWorkDispatcher<W extends ClaimedWork>(options: WorkDispatcherOptions<W>) {
  const {
    queue,
    channels,
    noun,
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
  const channelNames = [...channelByName.keys()];

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
      .catch((err: unknown) => log.error({ err }, `${noun} pass failed; trying again on the next one`))
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
    const { fanOut } = queue;
    if (fanOut && (!idle || Date.now() - idleFanOutAt >= pollMs)) {
      if (idle) idleFanOutAt = Date.now();
      let fannedOut: number;
      do fannedOut = await fanOut(FAN_OUT_BATCH, iso(Date.now()));
      while (fannedOut === FAN_OUT_BATCH && running);
    }
    if (!running) return;
    const free = concurrency - inFlight.size;
    const now = Date.now();
    const claimed = await queue.claimDue({
      channels: channelNames,
      limit: free,
      now: iso(now),
      leaseUntil: iso(now + leaseMs),
      token: randomUUID(),
    });
    backlog = claimed.length >= free;
    for (const claim of claimed) startAttempt(claim);
  }

  function startAttempt(work: W) {
    const channel = channelByName.get(work.channel)!;
    const context = { channel: channel.name, ...work.context, attempt: work.attempts };
    const controller = new AbortController();
    const timeout = setTimeout(
      () => controller.abort(new Error(`no answer within ${attemptTimeoutMs / 1000} s`)),
      attemptTimeoutMs,
    );

    const done = (async () => {
      // Only the channel's own failure counts against the attempt; a failure to record it is not retried here.
      const outcome = await channel.send(work, controller.signal).then(
        (receipt) => ({ ok: true as const, receipt: receipt ?? undefined }),
        (err: unknown) => ({ ok: false as const, err }),
      );
      if (outcome.ok) {
        if (await queue.markDone(work, iso(Date.now()), outcome.receipt)) {
          log.info(context, `${noun} delivered`);
          onOutcome?.(channel.name, 'delivered');
        }
        else log.warn(context, `${noun} delivered after its claim had expired; another attempt may repeat it`);
        return;
      }
      const error = describeError(outcome.err);
      const failedAt = Date.now();
      // A refusal for good (the receiver said the request itself is wrong) is not tried again.
      const giveUp = isFailureForGood(outcome.err) || failedAt - Date.parse(work.queuedAt) >= giveUpAfterMs;
      const nextAttemptAt = giveUp ? null : failedAt + retryDelayMs(work.attempts, retry);
      await queue.markFailed(work, {
        error,
        at: iso(failedAt),
        nextAttemptAt: nextAttemptAt === null ? null : iso(nextAttemptAt),
      });
      onOutcome?.(channel.name, nextAttemptAt === null ? 'failed' : 'retrying');
      if (nextAttemptAt === null) log.error({ ...context, error }, `${noun} failed; giving up`);
      else {
        log.warn({ ...context, error, retryAt: iso(nextAttemptAt) }, `${noun} attempt failed; will retry`);
        wakeAt(nextAttemptAt + TIMER_SLACK_MS);
      }
    })()
      .catch((err: unknown) =>
        log.error({ err, ...context }, `recording a ${noun} attempt failed; its claim will expire and it will be retried`),
      )
      .finally(() => {
        clearTimeout(timeout);
        inFlight.delete(work.id);
        if (backlog) runPass();
      });
    inFlight.set(work.id, { done, controller });
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
