const IST_OFFSET_MS = 330 * 60_000;

/**
 * The Indian financial year (April to March, India time) an instant falls in:
 * `financialYear('2026-03-31T18:29:59Z')` is '2025-26' (23:59:59 IST), one second later '2026-27'.
 */
export function financialYear(iso: string): string {
  const india = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** Digits a serial is padded to with zeros (it grows past them: `…/12345`). */
export const SERIAL_DIGITS = 4;

/** What every invoice number of a shop and year starts with: `invoiceStem('HW', '2026-27')` is 'HW/2026-27/'. */
export const invoiceStem = (prefix: string, year: string) => `${prefix}/${year}/`;

/** `invoiceNumber('HW', '2026-27', 1)` is 'HW/2026-27/0001'. */
export const invoiceNumber = (prefix: string, year: string, serial: number) =>
  `${invoiceStem(prefix, year)}${String(serial).padStart(SERIAL_DIGITS, '0')}`;
