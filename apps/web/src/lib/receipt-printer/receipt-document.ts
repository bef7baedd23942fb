/**
 * A printed paper (a bill, a Z report, a credit note) as a list of lines, in the words it is printed in.
 * The receipt page draws these lines and the thermal printer prints the same ones, so the two never differ.
 */
export type ReceiptLine =
  /** The shop's name: centred, large and bold. */
  | { kind: 'heading'; text: string }
  /** A centred line: the address, a thank-you. */
  | { kind: 'centre'; text: string }
  /** A line on its own, wrapped at the roll's edge: an item's name. */
  | { kind: 'text'; text: string }
  /** A label on the left and its value on the right: "Total … ₹120.00". */
  | { kind: 'pair'; label: string; value: string; bold?: boolean; big?: boolean }
  /** A dashed line across the roll. */
  | { kind: 'rule' };

/** The thermal rolls a counter printer takes, in millimetres. */
export type RollWidth = 58 | 80;

/** Characters of the printer's own font across the roll (font A, 12 dots wide). */
export const ROLL_COLUMNS: Record<RollWidth, number> = { 58: 32, 80: 48 };

/** Dots the print head covers across the roll (203 dpi). */
export const ROLL_DOTS: Record<RollWidth, number> = { 58: 384, 80: 576 };
