// The words of payment.schema.ts, zod-free so the words matcher Hindi pages load (message-groups.ts) stays light.

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
  paidTwice: (first: string, second: string) => `Paid twice — refund one: ${first} and ${second}`,
} as const;
