import { z } from 'zod';
import { daysInRange, isIsoDate } from '../shop-time.js';

/** The longest span a report or export covers. */
export const MAX_REPORT_DAYS = 366;

export const REPORT_MESSAGES = {
  date: (field: string) => `${field} must be a date written YYYY-MM-DD`,
  order: 'from must be on or before to',
  tooLong: `Choose a range of at most ${MAX_REPORT_DAYS} days`,
} as const;

const isoDate = (field: 'from' | 'to') =>
  z
    .string({ error: REPORT_MESSAGES.date(field) })
    .refine(isIsoDate, REPORT_MESSAGES.date(field))
    .describe(`${field === 'from' ? 'First' : 'Last'} day of the range (included), YYYY-MM-DD in the shop's time zone`);

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: shop days, both included, at most 366 of them. */
export const reportRangeSchema = z
  .object({ from: isoDate('from'), to: isoDate('to') })
  .superRefine((range, ctx) => {
    if (!isIsoDate(range.from) || !isIsoDate(range.to)) return;
    if (range.from > range.to) ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.order });
    else if (daysInRange(range.from, range.to) > MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
  });
export type ReportRange = z.infer<typeof reportRangeSchema>;

const rupees = z.number().describe('Rupees, up to 2 decimals');

/** `GET /api/admin/reports/sales`: how the shop did over a range of shop days. */
export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string().describe("The shop's time zone, in which days and hours are counted"),
  orders: z.number().int().describe('Orders placed in the range and not cancelled (the ones revenue counts)'),
  revenue: rupees.describe('Sum of the totals of the orders that are not cancelled, in rupees'),
  averageOrderValue: rupees.describe('revenue / orders, in rupees (0 without orders)'),
  cancelled: z.number().int().describe('Orders placed in the range that are cancelled; cancelled share = cancelled / (orders + cancelled)'),
  byDay: z
    .array(z.object({ date: z.string(), orders: z.number().int(), revenue: rupees }))
    .describe('Every day of the range, oldest first, zeros included; orders not cancelled'),
  byHour: z
    .array(z.object({ hour: z.number().int().min(0).max(23), orders: z.number().int() }))
    .describe('Hours 0 to 23 of the shop day: orders not cancelled placed in that hour'),
  topItems: z
    .array(
      z.object({
        productId: z.number().int().nullable().describe('null for a product deleted since'),
        name: z.string(),
        quantity: z.number().int(),
        revenue: rupees,
      }),
    )
    .describe('Best sellers of the orders not cancelled, by quantity then revenue, at most 10'),
  byMethod: z
    .array(z.object({ method: z.string().describe("upi, card, netbanking, wallet, cash, qr, or 'online' (method not known yet)"), orders: z.number().int(), revenue: rupees }))
    .describe('Takings: orders not cancelled that are paid and not refunded, by how they were paid'),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
