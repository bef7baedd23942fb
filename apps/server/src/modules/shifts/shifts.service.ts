import {
  countedCash,
  expectedCash,
  paise,
  paiseToRupees,
  rupeesToPaise,
  say,
  type CounterShift,
  type Invoice,
  type PaidOut,
  type PaidOutRequest,
  type Paise,
  type Shift,
  type ShiftClose,
  type ShiftCloseRequest,
  type ShiftOpenRequest,
  type ShiftDrawer,
  type ZReport,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { CounterPaidOutRow, CounterShiftRow, CreditNoteRow, Database, OrderRow } from '../../db/schema.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { hideOutsideScope, type OutletScope } from '../../lib/outlet-scope.js';
import { conflict, forbidden, notFound } from '../../lib/problems.js';
import { createShiftsRepository } from './shifts.repository.js';
import { takingsOf } from '../orders/payment-parts.js';
import { zReport } from './z-report.js';

/** What a Z report needs from the invoices module, which implements it (no import back). */
export interface InvoiceReader {
  /** The invoices of bills already read, in one query for all of them. */
  invoicesOf(orders: readonly OrderRow[]): Promise<Invoice[]>;
}

/** Which outlet staff work at (modules/outlets answers it): the one chosen, if theirs and open, else their first. */
export interface StaffOutlets {
  staffOutlet(chosen: number | undefined, scope: OutletScope): Promise<number>;
}

/**
 * Who asks: a cashier may see and change only the shifts they opened; the owner any. Another's shift at
 * an outlet outside `outlets` is missing to them, as an unknown shift.
 */
export interface ShiftActor {
  email: string;
  owner: boolean;
  outlets: OutletScope;
}

const rupees = (value: number | null) => (value === null ? null : paiseToRupees(paise(Number(value))));

const NO_PAID_OUTS = { count: 0, amount: 0 };

function toShift(row: CounterShiftRow): Shift {
  const expected = rupees(row.expected_paise);
  const counted = rupees(row.counted_paise);
  const report = row.report === null ? null : (JSON.parse(row.report) as ZReport);
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
    // A report kept before paid-outs were counted had none.
    report: report && { ...report, paidOuts: report.paidOuts ?? NO_PAID_OUTS },
    outletId: Number(row.outlet_id),
  };
}

function toPaidOut(row: CounterPaidOutRow): PaidOut {
  return {
    id: row.id,
    shiftId: row.shift_id,
    amount: paiseToRupees(paise(Number(row.amount_paise))),
    reason: row.reason,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

/** The drawer's sums in paise: float + cash the bills took − cash paid back − cash paid out. */
function drawerOf(
  shift: CounterShiftRow,
  sales: readonly OrderRow[],
  refunds: readonly CreditNoteRow[],
  paidOuts: readonly CounterPaidOutRow[],
) {
  const kept = sales.filter((s) => s.step !== 'cancelled');
  const cashTaken = paise(kept.reduce((sum, s) => sum + takingsOf(s).cash, 0));
  const cashRefunded = paise(
    refunds
      .flatMap((r) => JSON.parse(r.payment_parts) as { method: string; amountPaise: number }[])
      .filter((p) => p.method === 'cash')
      .reduce((sum, p) => sum + p.amountPaise, 0),
  );
  const paidOut = paise(paidOuts.reduce((sum, p) => sum + Number(p.amount_paise), 0));
  const expected = expectedCash({ float: paise(Number(shift.float_paise)), cashTaken, cashRefunded, paidOut });
  return { bills: kept.length, cashTaken, cashRefunded, paidOut, expected };
}

const drawerInRupees = (d: ReturnType<typeof drawerOf>): ShiftDrawer => ({
  bills: d.bills,
  cashTaken: paiseToRupees(d.cashTaken),
  cashRefunded: paiseToRupees(d.cashRefunded),
  paidOut: paiseToRupees(d.paidOut),
  expected: paiseToRupees(d.expected),
});

/** The counter's shifts: open with a float, sell, pay out, close with the drawer counted and a Z report kept. */
export function createShiftsService(db: Kysely<Database>, invoices: InvoiceReader, outlets: StaffOutlets) {
  const repo = createShiftsRepository(db);
  const missing = (id: number) => notFound(say('counter.shiftNotFound', id));

  /** The shift, if those who see `scope` may see it: missing otherwise, as an unknown one. */
  async function found(id: number, scope: OutletScope): Promise<CounterShiftRow> {
    const shift = await repo.find(id);
    if (!shift) throw missing(id);
    hideOutsideScope(scope, Number(shift.outlet_id), () => missing(id));
    return shift;
  }

  /** The shift, if the actor may see it: theirs (wherever it is), or any at their outlets for the owner. */
  async function yours(id: number, by: ShiftActor): Promise<CounterShiftRow> {
    const shift = await repo.find(id);
    if (shift?.opened_by === by.email) return shift;
    await found(id, by.outlets);
    if (!by.owner) throw forbidden(say('counter.shiftNotYours'));
    return shift!;
  }

  async function withDrawer(row: CounterShiftRow): Promise<CounterShift> {
    const [sales, refunds, paidOuts] = await Promise.all([repo.sales(row.id), repo.refunds(row.id), repo.paidOuts(row.id)]);
    return {
      ...toShift(row),
      drawer: drawerInRupees(drawerOf(row, sales, refunds, paidOuts)),
      paidOuts: paidOuts.map(toPaidOut),
    };
  }

  return {
    /** Opens the staff member's shift at an outlet of theirs (`outletId`, else their first): its bills are that outlet's. */
    async open(staff: { email: string; outlets: OutletScope }, { float, outletId }: ShiftOpenRequest): Promise<Shift> {
      const outlet = await outlets.staffOutlet(outletId, staff.outlets);
      const row = await repo.open(staff.email, rupeesToPaise(float), outlet, nowIso());
      if (!row) throw conflict(say('counter.shiftAlreadyOpen'));
      return toShift(row);
    },

    /** The id of the shift this staff member has open; null without one. */
    async openShiftId(staff: string): Promise<number | null> {
      return (await repo.findOpen(staff))?.id ?? null;
    },

    /**
     * Inside a sale's or a refund's transaction: the seller's open shift, locked until that transaction
     * ends, so its close waits for the bill (or the bill for the close, and then joins no shift).
     */
    lockOpenShift(trx: Trx, staff: string): Promise<number | null> {
      return createShiftsRepository(trx).lockOpen(staff);
    },

    /** As `lockOpenShift`, with the outlet the shift is at: a bill sold in it is that outlet's. */
    lockOpenShiftAt(trx: Trx, staff: string): Promise<{ id: number; outletId: number } | null> {
      return createShiftsRepository(trx).lockOpenAt(staff);
    },

    async current(staff: string): Promise<CounterShift> {
      const row = await repo.findOpen(staff);
      if (!row) throw notFound(say('counter.shiftNotFound', 0));
      return withDrawer(row);
    },

    /** One shift with its drawer's sums and paid-outs: the cashier's own, or any for the owner. */
    async counterShift(id: number, by: ShiftActor): Promise<CounterShift> {
      return withDrawer(await yours(id, by));
    },

    /** Cash taken out of an open shift's drawer, with its reason. */
    async payOut(id: number, by: ShiftActor, request: PaidOutRequest): Promise<PaidOut> {
      await yours(id, by);
      const row = await inTransaction(db, async (trx) => {
        const tx = createShiftsRepository(trx);
        if (!(await tx.lockOpenById(id))) return null;
        return tx.addPaidOut({
          shift_id: id,
          amount_paise: rupeesToPaise(request.amount),
          reason: request.reason,
          created_at: nowIso(),
          created_by: by.email,
        });
      });
      if (!row) throw conflict(say('counter.shiftClosed'));
      return toPaidOut(row);
    },

    /**
     * Closes the shift (its cashier, or the owner): closed first, in a transaction that holds the
     * shift's row, so no sale joins it after its bills are read; then the drawer is set against them
     * and the Z report kept with the count.
     */
    async close(id: number, by: ShiftActor, { counted }: ShiftCloseRequest): Promise<ShiftClose> {
      await yours(id, by);
      const closed = await inTransaction(db, async (trx) => {
        const tx = createShiftsRepository(trx);
        const row = await tx.close(id, nowIso());
        if (!row) return null;
        const [sales, refunds, paidOuts] = [await tx.sales(id), await tx.refunds(id), await tx.paidOuts(id)];
        return { row, sales, refunds, paidOuts };
      });
      if (!closed) throw conflict(say('counter.shiftClosed'));
      const { row, sales, refunds, paidOuts } = closed;
      const kept = sales.filter((s) => s.step !== 'cancelled');
      const drawer = drawerOf(row, sales, refunds, paidOuts);
      const report = zReport(sales, await invoices.invoicesOf(kept), refunds, paidOuts);
      const countedPaise: Paise = countedCash(counted);
      const stored = await repo.keepCount(id, {
        expectedPaise: drawer.expected,
        countedPaise,
        countedNotes: JSON.stringify(counted),
        report: JSON.stringify(report),
      });
      return {
        expected: paiseToRupees(drawer.expected),
        counted: paiseToRupees(countedPaise),
        difference: paiseToRupees(paise(countedPaise - drawer.expected)),
        report,
        shift: toShift(stored),
      };
    },

    /** The latest shifts, newest first: of the scope's outlets only, for staff limited to them. */
    async list(scope: OutletScope = null): Promise<Shift[]> {
      return (await repo.list(200, scope)).map(toShift);
    },

    /** One shift with its drawer; another outlet's is missing to staff limited to outlets. */
    async get(id: number, scope: OutletScope = null): Promise<CounterShift> {
      return withDrawer(await found(id, scope));
    },
  };
}
export type ShiftsService = ReturnType<typeof createShiftsService>;
