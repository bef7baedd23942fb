import { z } from 'zod';
import { staffOutletIdSchema } from './outlet-choice.schema.js';
import { COUNTER_MESSAGES as C } from '../counter/counter-messages.js';
import { DENOMINATIONS } from '../counter/cash-count.js';

const rupees = z.number().describe('Rupees with at most 2 decimals');

/** `POST /api/counter/shifts`: the float counted into the drawer as the shift opens. */
export const shiftOpenRequestSchema = z.object({
  float: z.number({ error: C.floatRange }).min(0, C.floatRange).max(100_000, C.floatRange),
  outletId: staffOutletIdSchema.describe("The outlet the shift opens at; absent: the account's first outlet, else the shop's first"),
});
export type ShiftOpenRequest = z.infer<typeof shiftOpenRequestSchema>;

const count = z.number({ error: C.denomination }).int(C.denomination).min(0, C.denomination).max(10_000, C.denomination);

/** `POST /api/counter/shifts/{id}/close`: the drawer counted note by note, `{"500": 3, "10": 7}`. */
export const shiftCloseRequestSchema = z.object({
  counted: z
    .partialRecord(z.enum(DENOMINATIONS.map(String) as [string, ...string[]], { error: C.denomination }), count)
    .describe('How many of each note and coin: keys 500, 200, 100, 50, 20, 10, 5, 2, 1'),
});
export type ShiftCloseRequest = z.infer<typeof shiftCloseRequestSchema>;

/**
 * A shift's Z report: what the bills of the shift came to, as the tax and the drawer see it. Inline,
 * not a component of its own, so that `report: null` stays valid OpenAPI 3.0.
 */
export const zReportSchema = z
  .object({
    bills: z.number().int(),
    firstInvoice: z.string().nullable(),
    lastInvoice: z.string().nullable(),
    total: rupees.describe('What the bills came to'),
    byMethod: z
      .object({ cash: rupees, upi: rupees, card: rupees })
      .describe('Takings by how they were paid; cash less the change given'),
    byGstRate: z.array(z.object({ gstRate: z.number(), taxable: rupees, cgst: rupees, sgst: rupees, igst: rupees })),
    discounts: rupees,
    refunds: z.object({ count: z.number().int(), amount: rupees }),
    voids: z.object({ count: z.number().int(), amount: rupees }),
    paidOuts: z.object({ count: z.number().int(), amount: rupees }).describe('Cash taken out of the drawer in the shift'),
  })
  .describe('The Z report');
export type ZReport = z.infer<typeof zReportSchema>;

export const shiftSchema = z
  .object({
    id: z.number().int(),
    openedBy: z.string(),
    openedAt: z.string(),
    float: rupees,
    closedAt: z.string().nullable(),
    expected: rupees
      .nullable()
      .describe('Cash the drawer should hold at the close: float + cash sales − cash refunds − paid-outs'),
    counted: rupees.nullable(),
    difference: rupees.nullable().describe('Counted less expected: below 0 the drawer is short'),
    countedNotes: z.record(z.string(), z.number().int()).nullable(),
    report: zReportSchema.nullable(),
    outletId: z.number().int().describe('The outlet it was opened at: its bills are that outlet\'s'),
  })
  .meta({ id: 'Shift' });
export type Shift = z.infer<typeof shiftSchema>;

/** What the drawer should hold now, as the counter shows it before the close. */
export const shiftDrawerSchema = z
  .object({
    bills: z.number().int(),
    cashTaken: rupees.describe("Cash the shift's bills took, less the change given"),
    cashRefunded: rupees,
    paidOut: rupees,
    expected: rupees.describe('Float + cash sales − cash refunds − paid-outs'),
  })
  .describe("The drawer's running sums");
export type ShiftDrawer = z.infer<typeof shiftDrawerSchema>;

/** `POST /api/counter/shifts/{id}/paid-outs`: cash taken out of the drawer, and why ("milk"). */
export const paidOutRequestSchema = z.object({
  amount: z.number({ error: C.paidOutRange }).min(1, C.paidOutRange).max(100_000, C.paidOutRange),
  reason: z.string({ error: C.paidOutReason }).trim().min(1, C.paidOutReason).max(200, C.paidOutReason),
});
export type PaidOutRequest = z.infer<typeof paidOutRequestSchema>;

export const paidOutSchema = z.object({
  id: z.number().int(),
  shiftId: z.number().int(),
  amount: rupees,
  reason: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type PaidOut = z.infer<typeof paidOutSchema>;

/** The close's answer: the drawer against the bills, and the Z report. */
export const shiftCloseSchema = z.object({
  expected: rupees,
  counted: rupees,
  difference: rupees,
  report: zReportSchema,
  shift: shiftSchema,
});
export type ShiftClose = z.infer<typeof shiftCloseSchema>;

/** `GET /api/counter/shifts/current` and `/{id}`: the shift with the drawer's sums and its paid-outs. */
export const counterShiftSchema = shiftSchema.extend({
  drawer: shiftDrawerSchema,
  paidOuts: z.array(paidOutSchema),
});
export type CounterShift = z.infer<typeof counterShiftSchema>;
