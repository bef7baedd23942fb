import { z } from 'zod';
import { BUSINESS_BUYER_MESSAGES } from '../business-buyer.js';
import { COUNTER_MESSAGES as C } from '../counter/counter-messages.js';
import { COUNTER_PAYMENT_METHODS } from '../counter/counter-payments.js';
import { MAX_WEIGHT_GRAMS } from '../counter/weight-price.js';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../constants.js';
import { MAX_ID } from '../ids.js';
import { MESSAGES as M } from '../messages.js';
import { LANGUAGES } from '../language.js';
import { adminOrderSchema } from './order.schema.js';

/** One line of a counter bill: a pack of an item (`variant`), or a weight of a by-weight item (`weightGrams`). */
export const counterLineSchema = z.object({
  productId: z.number({ error: M.invalidRequest }).int().positive().max(MAX_ID),
  variant: z.string().max(40).optional().describe("The pack's label, as the product lists it; leave out with weightGrams"),
  weightGrams: z
    .number({ error: C.weightRange })
    .int(C.weightRange)
    .min(1, C.weightRange)
    .max(MAX_WEIGHT_GRAMS, C.weightRange)
    .optional()
    .describe('A weighed line: grams, 1 to 100000, priced from the price per kg'),
  quantity: z.number({ error: M.invalidRequest }).int().min(1).max(MAX_LINE_QUANTITY),
  discount: z
    .number({ error: M.invalidRequest })
    .min(0)
    .max(10_000_000)
    .optional()
    .describe("Rupees off this line (all its quantity), at most the line's amount; with the bill's discount, up to the owner's limit for a cashier"),
});
export type CounterLine = z.infer<typeof counterLineSchema>;

export const counterPaymentSchema = z.object({
  method: z.enum(COUNTER_PAYMENT_METHODS, { error: 'method must be cash, upi or card' }),
  amount: z.number({ error: C.amountPositive }).positive(C.amountPositive).max(10_000_000),
  reference: z.string().max(100).optional().describe("A card slip's reference (needed for card), or a UPI transaction's"),
});
export type CounterPayment = z.infer<typeof counterPaymentSchema>;

/** `POST /api/counter/sales`: a bill sold at the counter, paid at once. Money in rupees. */
export const counterSaleRequestSchema = z.object({
  lines: z.array(counterLineSchema, { error: C.noLines }).min(1, C.noLines).max(MAX_ORDER_LINES, M.tooManyLines),
  payments: z.array(counterPaymentSchema, { error: C.noPayments }).min(1, C.noPayments).max(6),
  customerName: z.string().max(200).optional(),
  customerMobile: z.string().max(40).optional().describe('Optional: the bill goes in the customer list under it'),
  buyerGstin: z.string().max(40, BUSINESS_BUYER_MESSAGES.buyerGstin).optional(),
  buyerName: z.string().max(200, BUSINESS_BUYER_MESSAGES.buyerNameTooLong).optional(),
  discount: z.number().min(0).max(10_000_000).optional().describe("Rupees off the bill, up to the owner's limit for the counter"),
  offerCode: z.string().max(40).optional(),
  language: z.enum(LANGUAGES).optional().describe("The language of the bill: the counter screen's (English when left out)"),
});
export type CounterSaleRequest = z.infer<typeof counterSaleRequestSchema>;

/** `POST /api/counter/offer-check`: the bill's lines as the sale will carry them, to reckon an offer code's saving before paying. */
export const counterOfferCheckRequestSchema = z.object({
  offerCode: z.string().max(40),
  lines: counterSaleRequestSchema.shape.lines,
  customerMobile: z.string().max(40).optional(),
});
export type CounterOfferCheckRequest = z.infer<typeof counterOfferCheckRequestSchema>;

/** The counter's answer: the completed, paid order with its invoice number and the change due in cash. */
export const counterSaleSchema = adminOrderSchema
  .extend({
    invoiceNumber: z.string(),
    change: z.number().describe('Rupees to give back: the cash tendered over the bill'),
    payments: z
      .array(z.object({ method: z.enum(COUNTER_PAYMENT_METHODS), amount: z.number(), reference: z.string().optional() }))
      .describe('The parts the bill was paid in, as tendered (cash before its change)'),
    accessKey: z.string().describe("The bill's access key: the customer's link to the invoice"),
  })
  .meta({ id: 'CounterSale' });
export type CounterSale = z.infer<typeof counterSaleSchema>;

/** `POST /api/counter/sales/{id}/send`: the bill's invoice link to the customer's WhatsApp (else SMS). */
export const counterSendRequestSchema = z.object({
  mobile: z.string().max(40).optional().describe("The customer's mobile; left out: the one the bill was sold with"),
});
export type CounterSendRequest = z.infer<typeof counterSendRequestSchema>;

export const counterSendSchema = z
  .object({
    channel: z.enum(['whatsapp', 'sms']).describe('How the message goes: WhatsApp, or SMS where the bill has no WhatsApp template'),
  })
  .meta({ id: 'CounterSend' });
export type CounterSend = z.infer<typeof counterSendSchema>;

/** `GET /api/counter/scan?code=`: what a scanned barcode or scale label adds to the bill. */
export const counterScanSchema = z
  .object({
    productId: z.number().int(),
    variant: z.string().optional().describe('The pack whose barcode it is'),
    weightGrams: z.number().int().optional().describe("A scale label's weight"),
  })
  .meta({ id: 'CounterScan' });
export type CounterScan = z.infer<typeof counterScanSchema>;

/** `GET /api/counter/items`: how each item sells at the counter, beside the catalogue's packs and prices. */
export const counterItemSchema = z
  .object({
    productId: z.number().int(),
    itemType: z.string().describe('ByKilo items are weighed; the others sell by the pack'),
    pricePerKg: z.number().nullable().describe("Rupees a kilo costs at the counter; null: its 1 kg pack's price, if it has one"),
    barcode: z.string().nullable().describe("The item's barcode (a scale label's item code for a weighed item); null: none"),
    packs: z
      .array(z.object({ label: z.string(), barcode: z.string() }))
      .describe('The packs that have a barcode: the counter scans with these when the server cannot be reached'),
  })
  .meta({ id: 'CounterItem' });
export type CounterItemInfo = z.infer<typeof counterItemSchema>;

/** `POST /api/counter/sales/{id}/refund`: the lines taken back (all that is left when none are named). */
export const counterRefundRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.number({ error: M.invalidRequest }).int().positive().max(MAX_ID),
        variant: z.string().max(40).describe('The line\'s pack or weight as the bill shows it ("500 g", "350 g")'),
        quantity: z.number({ error: M.invalidRequest }).int().min(1).max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1)
    .max(MAX_ORDER_LINES)
    .optional(),
});
export type CounterRefundRequest = z.infer<typeof counterRefundRequestSchema>;

/** A refund of a counter bill: its GST credit note. Money in rupees. */
export const creditNoteSchema = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    number: z.string().describe('CN/2026-27/0001: gap-free in its own series'),
    invoiceNumber: z.string().describe('The bill it credits'),
    createdAt: z.string(),
    createdBy: z.string(),
    amount: z.number(),
    lines: z.array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        variant: z.string(),
        quantity: z.number().int(),
        amount: z.number(),
      }),
    ),
    paidBack: z
      .array(z.object({ method: z.enum(COUNTER_PAYMENT_METHODS), amount: z.number() }))
      .describe("How it was paid back: by the bill's own methods, cash first"),
  })
  .meta({ id: 'CreditNote' });
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** `GET /api/counter/sales?invoice=`: a bill by its invoice number; without one, the caller's shift's latest bills. */
export const counterSalesQuerySchema = z.object({
  invoice: z
    .string({ error: C.invoiceQuery })
    .trim()
    .min(1, C.invoiceQuery)
    .max(40, C.invoiceQuery)
    .optional()
    .describe('The invoice number, as printed (HW/2026-27/0001)'),
});

/** A counter bill found for a refund: the bill, what of it was refunded already and its credit notes. */
export const counterBillSchema = counterSaleSchema.omit({ accessKey: true }).extend({
  refunded: z
    .array(z.object({ productId: z.number().int().nullable(), variant: z.string(), quantity: z.number().int() }))
    .describe('The quantities of each line refunded so far'),
  creditNotes: z.array(z.object({ id: z.number().int(), number: z.string() })),
});
export type CounterBill = z.infer<typeof counterBillSchema>;
