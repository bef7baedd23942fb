import {
  countedCash,
  expectedCash,
  paise,
  paiseToRupees,
  rupeesToPaise,
  say,
  type Invoice,
  type Shift,
  type ShiftClose,
  type ShiftCloseRequest,
  type ZReport,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { CounterShiftRow, Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, forbidden, notFound } from '../../lib/problems.js';
import { createShiftsRepository } from './shifts.repository.js';
import { takingsOf } from '../orders/payment-parts.js';
import { zReport } from './z-report.js';

/** What a Z report needs from the invoices module, which implements it (no import back). */
export interface InvoiceReader {
  invoice(orderId: number): Promise<Invoice>;
}

const rupees = (value: number | null) => (value === null ? null : paiseToRupees(paise(Number(value))));

function toShift(row: CounterShiftRow): Shift {
  const expected = rupees(row.expected_paise);
  const counted = rupees(row.counted_paise);
  return {
    id: row.id,
    openedBy: row.opened_by,
    openedAt: row.opened_at,
    float: paiseToRupees(paise(Number(row.float_paise))),
    closedAt: row.closed_at,
    expected,
    counted,
    difference:
      expected === null || counted === null ? null : paiseToRupees(paise(Number(row.counted_paise) - Number(row.expected_paise))),
    countedNotes: row.counted_notes === null ? null : (JSON.parse(row.counted_notes) as Record<string, number>),
    report: row.report === null ? null : (JSON.parse(row.report) as ZReport),
  };
}

/** The counter's shifts: open with a float, sell, close with the drawer counted and a Z report kept. */
export function createShiftsService(db: Kysely<Database>, invoices: InvoiceReader) {
  const repo = createShiftsRepository(db);
  const missing = (id: number) => notFound(say('counter.shiftNotFound', id));

  return {
    async open(staff: string, float: number): Promise<Shift> {
      const row = await repo.open(staff, rupeesToPaise(float), nowIso());
      if (!row) throw conflict(say('counter.shiftAlreadyOpen'));
      return toShift(row);
    },

    /** The id of the shift this staff member has open, for their sales; null without one. */
    async openShiftId(staff: string): Promise<number | null> {
      return (await repo.findOpen(staff))?.id ?? null;
    },

    async current(staff: string): Promise<Shift> {
      const row = await repo.findOpen(staff);
      if (!row) throw notFound(say('counter.shiftNotFound', 0));
      return toShift(row);
    },

    /**
     * Closes the shift (its cashier, or the owner): closed first, so no later sale joins it, then the
     * drawer is set against its bills — expected = float + cash taken less the change — and the Z
     * report kept with the count.
     */
    async close(id: number, by: { email: string; owner: boolean }, { counted }: ShiftCloseRequest): Promise<ShiftClose> {
      const shift = await repo.find(id);
      if (!shift) throw missing(id);
      if (!by.owner && shift.opened_by !== by.email) throw forbidden(say('counter.shiftNotYours'));
      const closed = await inTransaction(db, async (trx) => {
        const tx = createShiftsRepository(trx);
        const row = await tx.close(id, nowIso());
        if (!row) return null;
        const [sales, refunds] = [await tx.sales(id), await tx.refunds(id)];
        return { row, sales, refunds };
      });
      if (!closed) throw conflict(say('counter.shiftClosed'));
      const { sales, refunds } = closed;
      const report = zReport(
        sales,
        await Promise.all(sales.filter((s) => s.step !== 'cancelled').map((s) => invoices.invoice(s.id))),
        refunds,
      );
      const cashTaken = paise(sales.filter((s) => s.step !== 'cancelled').reduce((sum, s) => sum + takingsOf(s).cash, 0));
      const cashRefunded = paise(
        refunds
          .flatMap((r) => JSON.parse(r.payment_parts) as { method: string; amountPaise: number }[])
          .filter((p) => p.method === 'cash')
          .reduce((sum, p) => sum + p.amountPaise, 0),
      );
      const expected = expectedCash({ float: paise(Number(closed.row.float_paise)), cashTaken, cashRefunded });
      const countedPaise = countedCash(counted);
      const kept = await repo.keepCount(id, {
        expectedPaise: expected,
        countedPaise,
        countedNotes: JSON.stringify(counted),
        report: JSON.stringify(report),
      });
      return {
        expected: paiseToRupees(expected),
        counted: paiseToRupees(countedPaise),
        difference: paiseToRupees(paise(countedPaise - expected)),
        report,
        shift: toShift(kept),
      };
    },

    async list(): Promise<Shift[]> {
      return (await repo.list(200)).map(toShift);
    },

    async get(id: number): Promise<Shift> {
      const row = await repo.find(id);
      if (!row) throw missing(id);
      return toShift(row);
    },
  };
}
export type ShiftsService = ReturnType<typeof createShiftsService>;
