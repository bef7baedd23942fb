/** The thermal rolls a counter printer takes, in millimetres. */
export type ReceiptWidth = 58 | 80;

/**
 * A counter bill's receipt page (`/counter/receipt/:id`), on the roll given: by the order's id, or by
 * the key of a sale kept on the device (its provisional bill until the server numbers it).
 */
export const receiptPath = (id: number | string, width: ReceiptWidth = 80) =>
  `/counter/receipt/${encodeURIComponent(id)}?width=${width}`;

/** `?width=58` prints on a 58 mm roll; anything else on 80 mm, the common one. */
export const receiptWidthOf = (param: string | null): ReceiptWidth => (param === '58' ? 58 : 80);
