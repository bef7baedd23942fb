/**
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted,
 * quotes doubled, lines end in CRLF. A text cell a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe, so a customer's or an item's name
 * cannot become a formula on the owner's machine. Numbers stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV lines, each ending in CRLF. */
export function csvLines(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
