// The words of payment.schema.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

import { named } from '../message-params.js';

export const PAYMENT_MESSAGES = {
  /** What the shop tells a customer whose online payment cannot be started. */
  onlineUnavailable: 'Online payment is not available right now — pay by UPI QR or at the shop',
  referenceTooLong: 'The reference is too long (at most 100 characters)',
  notOpenForPayment: 'This order is no longer open for payment.',
  alreadyPaid: 'This order is already paid.',
  refundNotSetUp: 'Online payment is not set up, so there is nothing to refund through it.',
  refundByHand: 'Only an order paid online can be refunded through Razorpay; refund it by hand.',
  alreadyRefunding: 'This order is already being refunded.',
  noRefundAsked: 'No refund was asked for on this order.',
  alreadyRefunded: 'This order is already refunded.',
  refundOnlyWithCancel: 'A refund goes with cancelling the order',
  /** For staff: a second, different payment came for an order already paid (`first`: its reference, or how it was marked paid). */
  paidTwice: named(['first', 'second'], (first: string, second: string) => `Paid twice — refund one: ${first} and ${second}`),
  amountMismatch: named(
    ['payment', 'amount', 'total'],
    (payment: string, amount: string, total: string) =>
      `Razorpay payment ${payment} of ${amount} does not match the order total of ${total}: check it before marking the order paid.`,
  ),
} as const;
