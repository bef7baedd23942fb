import { z } from 'zod';
import { daysInRange, isIsoDate } from '../shop-time.js';
import { LANGUAGES } from '../language.js';
import { ORDER_CHANNELS } from '../order-channels.js';
import { FULFILMENT_TYPES } from '../delivery.js';
import { ORDER_STEPS, type OrderStep } from '../order-workflow.js';
import { MAX_REPORT_DAYS, REPORT_MESSAGES, REPORT_YEARS } from './report.messages.js';
import { schemaMessage } from '../coded-message.js';

export { MAX_REPORT_DAYS, REPORT_MESSAGES, REPORT_YEARS } from './report.messages.js';

const inReportYears = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= REPORT_YEARS.first && year <= REPORT_YEARS.last;
};

/** A shop day a report can count: a real date, in the years a report may ask about. */
const reportDate = (field: string) =>
  z
    .string({ error: schemaMessage('report.date', field) })
    .refine(isIsoDate, schemaMessage('report.date', field))
    .refine((text) => !isIsoDate(text) || inReportYears(text), schemaMessage('report.years', field));

const isoDate = (field: 'from' | 'to') =>
  reportDate(field).describe(`${field === 'from' ? 'First' : 'Last'} day of the range (included), YYYY-MM-DD in the shop's time zone`);

function checkRange(range: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (![range.from, range.to].every((day) => isIsoDate(day) && inReportYears(day))) return;
  if (range.from > range.to) ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.order });
  else if (daysInRange(range.from, range.to) > MAX_REPORT_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
}

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: shop days, both included, at most 366 of them. */
export const reportRangeSchema = z.object({ from: isoDate('from'), to: isoDate('to') }).superRefine(checkRange);
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** `?lang=hi` on an export: its headers and words (steps, payment, pickup or delivery) in Hindi; English when left out. */
export const csvLanguageSchema = z
  .enum(LANGUAGES, { error: REPORT_MESSAGES.lang })
  .optional()
  .describe('The language of the headers and words, `en` or `hi` (English when left out); names, numbers and codes stay as stored');

/** `GET /api/admin/orders.csv`: the range, and the language of the sheet. */
export const ordersCsvQuerySchema = z.object({ from: isoDate('from'), to: isoDate('to'), lang: csvLanguageSchema }).superRefine(checkRange);
export type OrdersCsvQuery = z.infer<typeof ordersCsvQuerySchema>;

const rupees = z.number().describe('Rupees, up to 2 decimals');

/** `GET /api/admin/reports/sales`: how the shop did over a range of shop days. */
export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string().describe("The shop's time zone, in which days and hours are counted"),
  orders: z.number().int().describe('Orders placed in the range and not cancelled (the ones revenue counts)'),
  revenue: rupees.describe('Sum of the totals of the orders that are not cancelled, in rupees'),
  paidRevenue: rupees.describe('The part of revenue from orders the shop marked paid, in rupees'),
  unpaidRevenue: rupees.describe('The part of revenue from orders not marked paid yet, in rupees (revenue = paid + unpaid)'),
  averageOrderValue: rupees.describe('revenue / orders, in rupees (0 without orders)'),
  discounts: rupees.optional().describe('What offer codes took off those orders, in rupees (revenue is after them)'),
  cancelled: z.number().int().describe('Orders placed in the range that are cancelled; cancelled share = cancelled / (orders + cancelled)'),
  byStatus: z
    .object(Object.fromEntries(ORDER_STEPS.map((step) => [step, z.number().int()])) as Record<OrderStep, z.ZodNumber>)
    .describe('Orders placed in the range, counted by the step they are at now'),
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
        nameHi: z.string().optional().describe('Its Hindi name as sold, which Hindi pages show; absent when it had none'),
        quantity: z.number().int(),
        revenue: rupees,
      }),
    )
    .describe('Best sellers of the orders not cancelled, by quantity then revenue, at most 10'),
  rating: z
    .object({
      average: z.number().nullable().describe('Mean stars, to one decimal; null without ratings'),
      count: z.number().int(),
    })
    .describe("Customers' ratings given (or last changed) in the range"),
  byMethod: z
    .array(z.object({ method: z.string().describe("upi, card, netbanking, wallet, cash, qr, or 'online' (method not known yet)"), orders: z.number().int(), revenue: rupees }))
    .describe('Takings: orders not cancelled that are paid and not refunded, by how they were paid'),
  // Always answered; optional in the type so older fixtures still read as reports.
  byChannel: z
    .array(z.object({ channel: z.enum(ORDER_CHANNELS), orders: z.number().int(), revenue: rupees }))
    .optional()
    .describe('Orders not cancelled and their revenue by where they were placed: web, counter, phone, each always listed, zeros included'),
  // Always answered; optional in the type so older fixtures still read as reports.
  byOutlet: z
    .array(
      z.object({
        outletId: z.number().int(),
        name: z.string(),
        nameHi: z.string().nullable().describe('Its name in Hindi; null: none'),
        orders: z.number().int().describe('Its orders not cancelled'),
        revenue: rupees,
        paidRevenue: rupees,
        unpaidRevenue: rupees,
        averageOrderValue: rupees,
        cancelled: z.number().int(),
      }),
    )
    .optional()
    .describe(
      'The same figures per outlet, by id: every open outlet, zeros included, and any closed one with orders in the range; they add up to the totals above',
    ),
  // Always answered; optional in the type so older fixtures still read as reports.
  ordersPerHour: z
    .array(z.object({ hour: z.number().int().min(0).max(23), orders: z.number().int() }))
    .optional()
    .describe("Today in the shop's time zone, whatever the range: orders placed in each hour 0 to 23, every channel, not cancelled"),
  slotsToday: z
    .array(
      z.object({
        type: z.enum(FULFILMENT_TYPES),
        slot: z.string().describe('"HH:MM-HH:MM"'),
        capacity: z.number().int(),
        left: z.number().int(),
        outletId: z.number().int().describe('The outlet whose places these are'),
      }),
    )
    .optional()
    .describe(
      "Today's slots (past ones too) at each open outlet, outlet by outlet, pickup then delivery, each in time order, with the places left there; none for an outlet closed today or without slots",
    ),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** `?date=YYYY-MM-DD`: one shop day, for the kitchen's and the rider's lists. */
export const reportDaySchema = z.object({
  date: reportDate('date').describe("The shop day, YYYY-MM-DD in the shop's time zone"),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

const dayHead = {
  date: z.string(),
  timeZone: z.string().describe("The shop's time zone, in which the day is counted"),
  orders: z.number().int().describe('Open (pending) orders of the day counted'),
};

const productionItemSchema = z.object({
  productId: z.number().int().nullable().describe('null for a product deleted since'),
  name: z.string(),
  nameHi: z.string().optional().describe('Its Hindi name as sold, which Hindi pages show; absent when it had none'),
  variant: z.string().describe('The pack: 500g, 1kg, a box…'),
  quantity: z.number().int().describe('Packs of this item and variant over the orders counted'),
  orders: z.number().int().describe('Orders that have it'),
  contents: z
    .array(
      z.object({
        productId: z.number().int().nullable(),
        name: z.string(),
        nameHi: z.string().optional(),
        portion: z.string(),
        quantity: z.number().int().describe('Portions of this sweet over all these boxes'),
      }),
    )
    .optional()
    .describe('A gift box the customer fills: the portions to pack into these boxes, summed; absent for an ordinary item'),
});

/**
 * `GET /api/admin/reports/production?date=`: what the kitchen makes for a day. The day's open
 * orders are those due that day: their preferred date, else the day they were placed.
 */
export const productionListSchema = z
  .object({
    ...dayHead,
    items: z
      .array(productionItemSchema)
      .describe('One row per item and pack, by name then pack'),
    // Always answered; optional in the type so older fixtures still read as lists.
    slots: z
      .array(
        z.object({
          slot: z.string().nullable().describe('"HH:MM-HH:MM", pickup and delivery together; null: the orders without a slot'),
          orders: z.number().int(),
          items: z.array(productionItemSchema),
        }),
      )
      .optional()
      .describe('The same packs, by the slot the orders are due in: slots in time order, then the orders without one'),
  })
  .meta({ id: 'ProductionList' });
export type ProductionList = z.infer<typeof productionListSchema>;

export const runSheetOrderSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerMobile: z.string(),
  address: z.string(),
  pincode: z.string(),
  preferredDate: z.string().optional(),
  slot: z.string().nullable().optional().describe('The delivery slot, "HH:MM-HH:MM"; null: none (always answered)'),
  total: rupees,
  paid: z.boolean(),
  toCollect: rupees.describe('What the rider collects: the total when unpaid, else 0'),
});
export type RunSheetOrder = z.infer<typeof runSheetOrderSchema>;

/** `GET /api/admin/reports/run-sheet?date=`: the day's open delivery orders, by pincode, with what to collect. */
export const runSheetSchema = z
  .object({
    ...dayHead,
    toCollect: rupees.describe('Sum to collect over the whole run'),
    pincodes: z
      .array(z.object({ pincode: z.string(), toCollect: rupees, orders: z.array(runSheetOrderSchema) }))
      .describe('By pincode, ascending; orders oldest first within a pincode'),
  })
  .meta({ id: 'RunSheet' });
export type RunSheet = z.infer<typeof runSheetSchema>;
