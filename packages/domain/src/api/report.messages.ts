// The words of report.schema.ts, zod-free so the words matcher Hindi pages load (message-groups.ts) stays light.

/** The longest span a report or export covers. */
export const MAX_REPORT_DAYS = 366;

export const REPORT_MESSAGES = {
  date: (field: string) => `${field} must be a date written YYYY-MM-DD`,
  order: 'from must be on or before to',
  tooLong: `Choose a range of at most ${MAX_REPORT_DAYS} days`,
  lang: 'lang must be en (English) or hi (Hindi)',
} as const;
