/** The thermal rolls a counter printer takes, in millimetres. */
export type ReceiptWidth = 58 | 80;

/** `?width=58` prints on a 58 mm roll; anything else on 80 mm, the common one. */
/** A counter bill's receipt page (`/counter/receipt/:id`), on the roll given. */
export const receiptPath = (id: number, width: ReceiptWidth = 80) => `/counter/receipt/${id}?width=${width}`;

export const receiptWidthOf = (param: string | null): ReceiptWidth => (param === '58' ? 58 : 80);
