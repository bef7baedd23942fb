import { z } from 'zod';
import { PAYMENT_MESSAGES } from './payment.messages.js';

export { PAYMENT_MESSAGES } from './payment.messages.js';

/** How an order was paid: through the gateway (upi, card, netbanking, wallet) or at the shop (cash, the UPI QR). */
export const PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'wallet', 'cash', 'qr'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  cash: 'Cash',
  qr: 'UPI QR',
};
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: `method must be one of ${PAYMENT_METHODS.join(', ')}` });

/** Who marked an order paid: the gateway's own proof, or a staff account (its email). */
export const PAID_BY_GATEWAY = 'gateway';

/** What the shop tells a customer whose online payment cannot be started. */
export const ONLINE_PAYMENT_UNAVAILABLE = PAYMENT_MESSAGES.onlineUnavailable;

/**
 * A refund of a gateway payment: asked for, done (with the gateway's refund id), or refused (with the
 * gateway's words). Inline, not a component of its own, so that `refund: null` stays valid OpenAPI 3.0.
 */
export const refundSchema = z
  .object({
    status: z.enum(['pending', 'refunded', 'failed']),
    id: z.string().nullable().describe("The gateway's refund id once refunded"),
    error: z.string().nullable().describe("Why the gateway refused or could not be reached; staff may try again"),
  })
  .describe('A refund of the full amount through the gateway');
export type Refund = z.infer<typeof refundSchema>;

/** How an order stands on payment, in every order answer and on the invoice. */
export const paymentSchema = z
  .object({
    paid: z.boolean(),
    method: paymentMethodSchema.nullable().describe('null while unpaid'),
    reference: z.string().nullable().describe("The gateway's payment id, or what staff typed"),
    paidAt: z.string().nullable(),
    by: z.string().nullable().describe("'gateway', or the email of the staff account that marked it"),
    refund: refundSchema.nullable(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/** The staff answer adds a note when a gateway payment did not match the order total. */
export const adminPaymentSchema = paymentSchema
  .extend({
    flag: z.string().nullable().describe('For staff: a gateway payment that needs a look (a different amount, a second payment)'),
    flagCode: z
      .object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
      .nullable()
      .optional()
      .describe('The flag as a code and its values (as an error answer carries them), for a client that says it in its language'),
  })
  .meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** `POST /api/orders/{id}/pay?key=`: where the customer's browser goes to pay. */
export const payOnlineResponseSchema = z.object({ url: z.string() });
export type PayOnlineResponse = z.infer<typeof payOnlineResponseSchema>;

/** `POST /api/orders/{id}/payment-return?key=`: the query Razorpay appended to the order page, passed on as it came. */
export const paymentReturnSchema = z.object({
  razorpay_payment_id: z.string().max(100).optional(),
  razorpay_payment_link_id: z.string().max(100).optional(),
  razorpay_payment_link_reference_id: z.string().max(100).optional(),
  razorpay_payment_link_status: z.string().max(40).optional(),
  razorpay_signature: z.string().max(200).optional(),
});
export type PaymentReturn = z.infer<typeof paymentReturnSchema>;
export const paymentReturnResultSchema = z.object({
  confirmed: z.boolean().describe('The return carried the gateway’s valid signature of a paid link of this order'),
  message: z.string(),
});
export type PaymentReturnResult = z.infer<typeof paymentReturnResultSchema>;

/** An order not paid yet, as the answers show it. */
export const NOT_PAID: Payment = { paid: false, method: null, reference: null, paidAt: null, by: null, refund: null };
