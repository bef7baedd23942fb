// The words of order.schema.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

import { CANCEL_REASON_MAX } from '../order-steps.js';

/** Staff's words on an order's status, besides ORDER_UNDO_MESSAGES. */
export const ORDER_FORM_MESSAGES = {
  reasonTooLong: `The reason is too long (at most ${CANCEL_REASON_MAX} characters)`,
  reasonOnlyWithCancel: 'A reason goes only with cancelling an order',
  tooLarge: 'This order is too large to place online. Please call the shop.',
  changingNow: 'Someone else is changing this order right now; look at it again and retry',
} as const;
