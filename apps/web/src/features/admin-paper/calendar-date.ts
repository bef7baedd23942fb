import { LANGUAGE_LOCALES, type Language } from '@halwai/domain';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, weekday: boolean): Intl.DateTimeFormat {
  const key = `${language}:${weekday}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      timeZone: 'UTC',
      ...(weekday && { weekday: 'short' }),
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    formats.set(key, made);
  }
  return made;
}

const atMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** `2026-11-25` as "Wed, 25 Nov 2026" in English: a calendar date with no time, so read in UTC. */
export const formatCalendarDate = (date: string, language: Language) => format(language, true).format(atMidnight(date));

/** `2026-11-30` as "30 Nov 2026" in English, as a best-before date prints. */
export const formatShortDate = (date: string, language: Language) => format(language, false).format(atMidnight(date));
