// The domain's catalogue of messages and the words they put in: imported only from here, as a chunk of
// its own, they stay out of the first load. They sit in zod-free modules (message-groups.ts): no zod comes.
import type { Formatter } from 'i18next';
import { formatRupees, LANGUAGE_LOCALES, paise, type Language } from '@halwai/domain';

export { clockTime, codeOfSentence, messageWordKey, parseTime12, unitInLanguage } from '@halwai/domain';

/**
 * Values a message carries as the API has them, said as the page shows them: `{{minimum, rupees}}`
 * (paise) is "₹500", `{{startsAt, shopTime}}` (2026-11-08T11:00) is "2026-11-08 11:00". Added when
 * the messages' words load, the only words that use them.
 */
export function addMessageFormatters(formatter: Formatter): void {
  formatter.add('rupees', (value: number) => formatRupees(paise(value)));
  formatter.add('shopTime', (value: string) => String(value).replace('T', ' '));
  // `{{from, dayMonth}}` (2026-10-29) is "29 Oct", "29 अक्टू॰": a calendar day, read in UTC so no time zone moves it.
  formatter.add('dayMonth', (value: string, language: string | undefined) =>
    new Intl.DateTimeFormat(LANGUAGE_LOCALES[(language ?? 'en') as Language] ?? language, { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
      new Date(`${value}T00:00:00Z`),
    ),
  );
}
