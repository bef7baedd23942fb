import { paiseToRupees, type Paise } from '@halwai/domain';
import { ToWords } from 'to-words';

const hindi = new ToWords({ localeCode: 'hi-IN', converterOptions: { currency: true, ignoreDecimal: false, doNotAddOnly: true } });

/** An invoice's amount in Hindi words: `amountInHindiWords(paise(125050))` is "एक हज़ार दो सौ पचास रुपये और पचास पैसे मात्र". */
export function amountInHindiWords(amount: Paise): string {
  return `${hindi.convert(paiseToRupees(amount))} मात्र`;
}
