import { MAIN_OUTLET_ID, shopClock, shopInstant } from '@halwai/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { DailySummaryReport } from '../notifications/notification-event.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { OutletsService } from '../outlets/outlets.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createDailyReportsRepository } from './reports.repository.js';
import type { ReportsService } from './reports.service.js';

/** How often each instance looks whether closing time has passed. */
export const DAILY_SUMMARY_CHECK_MS = 60_000;

/**
 * The end-of-day summary: once the shop's closing time has passed, the day's sales go to the shop
 * through the outbox (email and the `report.daily` webhook); with several outlets, each open outlet's
 * own day goes to its own email (else the shop's). Every instance checks on start and
 * every minute; the day's row in `daily_reports`, written in the same transaction as the outbox
 * row, lets exactly one of them queue it, however many run or restart.
 */
export function createDailySummary({
  db,
  reports,
  notifications,
  settings,
  outlets,
  clock,
  log,
}: {
  db: Kysely<Database>;
  reports: ReportsService;
  notifications: NotificationsService;
  settings: SettingsService;
  outlets: Pick<OutletsService, 'list'>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  /** Queues today's summary if closing time has passed and no instance has yet; true when this call queued it. */
  async function sendIfDue(): Promise<boolean> {
    const now = clock();
    const timeZone = await reports.timeZone();
    const today = shopClock(now, timeZone).date;
    if (now < shopInstant(today, await settings.closingTime(), timeZone)) return false;
    const all = await outlets.list();
    let queued = false;
    if (all.length <= 1) queued = await queue(today, MAIN_OUTLET_ID, await reports.sales({ from: today, to: today }), now);
    else
      for (const outlet of all.filter((o) => o.active)) {
        const report = await reports.sales({ from: today, to: today }, [outlet.id]);
        const payload = { ...report, outlet: { id: outlet.id, name: outlet.name, email: outlet.email } };
        if (await queue(today, outlet.id, payload, now)) queued = true;
      }
    if (queued) notifications.wake();
    return queued;
  }

  /**
   * Queues one summary unless an instance already has: the first outlet's day is claimed in
   * `daily_reports` as it always was (a shop that opens a second outlet does not send its day twice),
   * each other outlet's apart.
   */
  function queue(today: string, outletId: number, report: DailySummaryReport, now: Date): Promise<boolean> {
    return inTransaction(db, async (trx) => {
      const days = createDailyReportsRepository(trx);
      const claimed =
        outletId === MAIN_OUTLET_ID
          ? await days.claimDay(today, now.toISOString())
          : await days.claimOutletDay(today, outletId, now.toISOString());
      if (!claimed) return false;
      await notifications.enqueue(trx, { kind: 'report.daily', subjectId: Number(today.replaceAll('-', '')), payload: report });
      return true;
    });
  }

  const check = () => {
    running = sendIfDue().catch((err: unknown) => log.error({ err }, 'the end-of-day summary could not be queued'));
    return running;
  };

  return {
    sendIfDue,
    /** Checks once (so a server that starts after closing time has queued the summary when it is ready), then every minute. */
    async start() {
      await check();
      timer = setInterval(() => void check(), DAILY_SUMMARY_CHECK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type DailySummary = ReturnType<typeof createDailySummary>;
