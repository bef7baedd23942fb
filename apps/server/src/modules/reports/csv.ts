import { csvLines } from '@halwai/domain';

/** The whole file, with a UTF-8 byte-order mark so Excel reads ₹ and Devanagari correctly. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return '\uFEFF' + csvLines(header, rows);
}
