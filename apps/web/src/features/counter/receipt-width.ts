import type { RollWidth } from '../../lib/receipt-printer/receipt-document';

/** The thermal rolls a counter printer takes, in millimetres. */
export type ReceiptWidth = RollWidth;

/**
 * A counter bill's receipt page (`/counter/receipt/:id`), on the roll given: by the order's id, or by
 * the key of a sale kept on the device (its provisional bill until the server numbers it).
 */
export const receiptPath = (id: number | string, width: ReceiptWidth = 80) =>
  `/counter/receipt/${encodeURIComponent(id)}?width=${width}`;
