import { CART_REMINDER_KEEP_DAYS } from '@halwai/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/engine.js';
import type { CartReminderRow } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { RetryPolicy } from '../notifications/backoff.js';
import { createWorkDispatcher, type ClaimedWork, type WorkQueue } from '../notifications/dispatcher.js';
import type { PhoneMessageSender, PhoneMessageSent } from '../customer-messages/phone-message.js';
import { createCartRemindersRepository, PHONE_CHANNEL, type ObsoleteReason } from './cart-reminders.repository.js';
import type { CartRemindersService } from './cart-reminders.service.js';

type ClaimedReminder = ClaimedWork & {
  row: CartReminderRow;
  /** Set by the send when the reminder should not go after all (an order since, STOP, expired). */
  cancelled?: ObsoleteReason;
  sent?: PhoneMessageSent;
};

/** A due reminder is looked for a little after it falls due, so the pass surely finds it due. */
const DUE_SLACK_MS = 50;

/**
 * Sends each due cart reminder once: the customer messages' work dispatcher over the reminders'
 * rows, claimed under a lease (so two instances never send one), retried with the notifications'
 * backoff. Each pass first cancels the waiting reminders that will never go: the mobile ordered
 * since (on any channel), replied STOP, or the cart expired. A reminder asked for on this instance
 * wakes it when it falls due; others are found by the poll (`CART_REMINDER_POLL_MS`).
 */
export const cartReminderSenderPlugin =
  ({
    database,
    reminders,
    sender,
    publicUrl,
    retry,
    pollMs,
    timeoutMs,
    clock = systemClock,
  }: {
    database: Db;
    reminders: CartRemindersService;
    sender: PhoneMessageSender | null;
    publicUrl: string;
    retry: RetryPolicy;
    pollMs: number;
    timeoutMs: number;
    clock?: Clock;
  }): FastifyPluginAsync =>
  async (app) => {
    if (!sender) return;
    const repo = createCartRemindersRepository(database.db, database.engine);
    // Claims are made in the clock's time, so a test that moves it finds its reminders due.
    const shifted = (iso: string) => new Date(Date.parse(iso) + clock().getTime() - Date.now()).toISOString();
    const queue: WorkQueue<ClaimedReminder> = {
      async claimDue(claim) {
        const now = shifted(claim.now);
        await repo.cancelObsolete(now);
        return (await repo.claimDue({ ...claim, now, leaseUntil: shifted(claim.leaseUntil) })).map((row) => ({
          id: row.id,
          channel: row.channel,
          attempts: row.attempts,
          claimToken: row.claim_token!,
          queuedAt: row.requested_at,
          context: { cartReminder: row.id },
          row,
        }));
      },
      markDone: (work, now) =>
        work.cancelled
          ? repo.markCancelled(work.id, work.claimToken, work.cancelled, shifted(now))
          : repo.markSent(work.id, work.claimToken, shifted(now), work.sent!),
      markFailed: (work, failure) => repo.markFailed(work.id, work.claimToken, failure),
    };
    const dispatcher = createWorkDispatcher<ClaimedReminder>({
      queue,
      channels: [
        {
          name: PHONE_CHANNEL,
          async send(work, signal) {
            // Checked again at the send: an order may have come in since the pass began.
            const reason = await repo.obsoleteReason(work.id, clock().toISOString());
            if (reason) {
              work.cancelled = reason;
              return;
            }
            const { row } = work;
            work.sent = await sender.send(
              {
                step: 'cart_reminder',
                mobile: row.mobile,
                language: row.language,
                values: {
                  order: '',
                  total: '',
                  reason: '',
                  item: '',
                  link: `${publicUrl}/cart?restore=${row.token}${row.language === 'hi' ? '&lang=hi' : ''}`,
                },
              },
              signal,
            );
            return work.sent.providerId;
          },
        },
      ],
      noun: 'cart reminder',
      log: app.log.child({ module: 'cart-reminders' }),
      pollMs,
      retry,
      attemptTimeoutMs: timeoutMs,
      leaseMs: timeoutMs + 30_000,
      // Counted from the request, which may be days before it falls due: retried while its cart is kept.
      giveUpAfterMs: CART_REMINDER_KEEP_DAYS * 24 * 3_600_000,
    });
    const timers = new Set<NodeJS.Timeout>();
    const stopListening = reminders.onScheduled((dueAt) => {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          dispatcher.wake();
        },
        Math.max(0, dueAt.getTime() - clock().getTime()) + DUE_SLACK_MS,
      );
      timer.unref();
      timers.add(timer);
    });
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('preClose', async () => {
      stopListening();
      timers.forEach(clearTimeout);
      await dispatcher.stop();
    });
  };
