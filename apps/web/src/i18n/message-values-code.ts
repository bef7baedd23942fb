// The domain's catalogue of messages and the words they put in: imported only from here, as a chunk of
// its own, they stay out of the first load. They sit in zod-free modules (message-groups.ts): no zod comes.
import type { Formatter } from 'i18next';
import { formatRupees, paise } from '@halwai/domain';

export { clockTime, codeOfSentence, messageWordKey, parseTime12, unitInLanguage } from '@halwai/domain';

/**
 * Values a message carries as the API has them, said as the page shows them: `{{minimum, rupees}}`
 * (paise) is "₹500", `{{startsAt, shopTime}}` (2026-11-08T11:00) is "2026-11-08 11:00". Added when
 * the messages' words load, the only words that use them.
 */
export function addMessageFormatters(formatter: Formatter): void {
  formatter.add('rupees', (value: number) => formatRupees(paise(value)));
  formatter.add('shopTime', (value: string) => String(value).replace('T', ' '));
}
