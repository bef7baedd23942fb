import { LANGUAGE_LOCALES, type Language } from '@halwai/domain';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (`YYYY-MM-DD`, no time, so read in UTC) with its weekday and year, in the shop's
 * language: `formatCalendarDate('2026-11-25', 'en')` is "Wed, 25 Nov 2026".
 */
export function formatCalendarDate(date: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    formats.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
