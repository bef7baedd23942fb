import { LANGUAGE_LOCALES, type Language } from '@halwai/domain';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (`YYYY-MM-DD`, no time, so read in UTC) with its weekday, in the shop's language:
 * `formatDay('2026-11-25', 'en', 'short')` is "Wed, 25 Nov", with 'long' "Wednesday, 25 Nov".
 */
export function formatDay(date: string, language: Language, weekday: 'short' | 'long'): string {
  const key = `${language}:${weekday}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { weekday, day: 'numeric', month: 'short', timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
