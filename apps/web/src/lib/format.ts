import { formatRupees, LANGUAGE_LOCALES, rupeesToPaise, type Language } from '@halwai/domain';
import { currentLanguage } from '../i18n/i18n';

export { formatOrderId, formatRupees } from '@halwai/domain';

/** API money is rupees; this formats it the same way as paise: `formatRupeeAmount(1234.5)` is "₹1,234.5". */
export function formatRupeeAmount(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}

/** Figures for a glance, without paise: `formatWholeRupees(1234.5)` is "₹1,235". */
export function formatWholeRupees(rupees: number): string {
  return formatRupees(rupeesToPaise(Math.round(rupees)));
}

// The shop is in India, so times read in IST wherever the customer's device is, in the shop's language
// ("15 Jan 2025" or "15 जन॰ 2025"). Made when first used: a page's first Intl formatter loads the
// locale's data, which pages without dates need not wait for.
const dateTimeFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // Hindi says the part of the day ("शाम 4:00"), as every Hindi time in the shop does, not "pm".
      ...(locale === LANGUAGE_LOCALES.hi && { dayPeriod: 'short' }),
      timeZone: 'Asia/Kolkata',
    }),
);

const dateFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
);

function perLanguage<T>(make: (locale: string) => T): (language?: Language) => T {
  const made = new Map<Language, T>();
  return (language = currentLanguage()) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(LANGUAGE_LOCALES[language])));
    return formatter;
  };
}

/** `formatDateTime('2025-01-15T10:30:00Z')` is "15 Jan 2025, 4:00 pm" ("15 जन॰ 2025, शाम 4:00"); in `language` where a page prints another's words. */
export function formatDateTime(value: string | Date, language?: Language): string {
  return dateTimeFormat(language).format(new Date(value));
}

/** `formatDate('2025-01-15T20:00:00Z')` is "16 Jan 2025" (already the next day in India). */
export function formatDate(value: string | Date, language?: Language): string {
  return dateFormat(language).format(new Date(value));
}

type CalendarDayStyle = { weekday: 'short' | 'long' | false; year: boolean };
const calendarDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date with no time (`2026-11-25`) in the shop's language, read in UTC so no time zone moves it:
 * "Wed, 25 Nov" by default, "Wednesday, 25 Nov", "25 Nov" (`weekday: false`) or "Wed, 25 Nov, 2026" as asked.
 */
export function formatCalendarDay(date: string, { weekday = 'short', year = false }: Partial<CalendarDayStyle> = {}): string {
  const language = currentLanguage();
  const key = `${language} ${weekday} ${year}`;
  let format = calendarDayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      timeZone: 'UTC',
      ...(weekday && { weekday }),
      day: 'numeric',
      month: 'short',
      ...(year && { year: 'numeric' }),
    });
    calendarDayFormats.set(key, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** Indian mobile numbers for display: `formatMobile('9876543210')` is "+91 98765 43210"; other text is left as is. */
export function formatMobile(phone: string): string {
  const match = /^(?:\+?91)?(\d{5})(\d{5})$/.exec(phone.replace(/[\s-]/g, ''));
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}

/** A tel: link that dials from anywhere: `telLink('9876543210')` is "tel:+919876543210". */
export function telLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+91${digits}` : `tel:${digits}`;
}
