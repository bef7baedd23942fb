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

/**
 * The prefix of the series a GSTIN of the shop's own other registrations (an outlet in another state)
 * numbers in: the shop's prefix, the GSTIN's state and, for a second registration in one state, its
 * entity number, so numbers never clash across GSTINs. `ownSeriesPrefix('HW', '29AAPFU0939F1ZV')` is
 * 'HW-29'; '29AAPFU0939F2ZU' gives 'HW-292'.
 */
export const ownSeriesPrefix = (prefix: string, gstin: string) =>
  `${prefix}-${gstin.slice(0, 2)}${gstin[12] === '1' ? '' : (gstin[12] ?? '')}`;

/** A series' row in invoice_counters: the shop's as it always was ('2026-27'), a GSTIN's own apart ('2026-27 29AAPFU0939F1ZV'). */
export const seriesKey = (series: string, gstin: string | null) => (gstin ? `${series} ${gstin}` : series);
