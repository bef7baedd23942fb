import { z } from 'zod';
import { LANGUAGES } from '../language.js';
import { boxChoicesSchema } from '../assortment.js';
import { PAYMENT_MESSAGES, paymentMethodSchema, paymentSchema } from './payment.schema.js';

const rupees = z.number().describe('Rupees with at most 2 decimals');

/** `GET /api/orders/{id}/invoice`: the order's GST tax invoice. Prices include GST; each line splits it out. */
export const invoiceSchema = z.object({
  number: z.string().describe('e.g. HW/2026-27/0001, gap-free per financial year'),
  date: z.string().describe('The order date, ISO 8601'),
  seller: z.object({ name: z.string(), address: z.string(), gstin: z.string(), fssai: z.string(), phone: z.string() }),
  buyer: z.object({
    name: z.string(),
    mobile: z.string(),
    businessName: z.string().optional().describe('A business buyer: the name registered for its GSTIN'),
    gstin: z.string().optional().describe("A business buyer's GSTIN"),
    state: z.string().optional().describe("A business buyer's state, from its GSTIN, e.g. 27-Maharashtra"),
  }),
  placeOfSupply: z
    .string()
    .optional()
    .describe("e.g. 27-Maharashtra: the buyer's state for a GST invoice, else the shop's; absent while the shop has no GSTIN"),
  lines: z.array(
    z.object({
      name: z.string(),
      nameHi: z.string().optional().describe("The product's Hindi name as sold; absent when it had none"),
      variant: z.string(),
      hsn: z.string(),
      quantity: z.number().int(),
      gstRate: z.number().describe('Percent'),
      rate: rupees.describe('Unit price including GST'),
      discount: rupees.optional().describe("This line's share of the order's discount (in proportion to its value, to the paisa)"),
      taxable: rupees.describe('Of the value after the discount'),
      cgst: rupees,
      sgst: rupees,
      igst: rupees.describe('Integrated GST: the whole tax when the place of supply is another state (cgst and sgst are then 0)'),
      amount: rupees.describe('rate × quantity less the discount share, GST included'),
      bestBefore: z.string().optional().describe("YYYY-MM-DD: the line's shelf life counted from the day the order is handed over"),
      choices: boxChoicesSchema.describe('A gift box: its contents, printed below its line'),
    }),
  ),
  totals: z.object({
    discount: rupees.optional().describe('The offer discount, spread over the goods lines'),
    offerCode: z.string().nullable().optional(),
    taxable: rupees,
    cgst: rupees,
    sgst: rupees,
    igst: rupees,
    amount: rupees,
  }),
  amountInWords: z.string().describe('"Rupees One Thousand Two Hundred Fifty Only"'),
  amountInWordsHi: z.string().optional().describe('The same in Hindi, on an order placed in Hindi: "एक हज़ार दो सौ पचास रुपये मात्र"'),
  status: z.enum(['Pending', 'Completed', 'Cancelled']),
  paid: z.boolean().describe('Marked by the shop once it has the money'),
  payment: paymentSchema,
  language: z.enum(LANGUAGES).optional().describe('The language the order was placed in (en or hi): the invoice page prints in it'),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * `PUT /api/admin/orders/{id}/payment`: staff mark an order paid (how, and optionally a reference) or
 * unpaid. `{paid}` alone still works: a payment without a method is taken as UPI QR.
 */
export const orderPaymentSchema = z.object({
  paid: z.boolean({ error: 'paid must be true or false' }),
  method: paymentMethodSchema.optional(),
  reference: z.string().trim().max(100, PAYMENT_MESSAGES.referenceTooLong).optional(),
});
export const orderPaymentStateSchema = z.object({ id: z.number().int(), paid: z.boolean(), payment: paymentSchema });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;
