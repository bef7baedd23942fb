import { paise, rupeesToPaise, type CounterLine, type Paise } from '@halwai/domain';
import { ApiError } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useCounterOfferCheck } from './api/check-counter-offer';

export interface OfferSaving {
  /** What the code takes off, as the server reckoned it for these lines; 0 without a code, or while unknown. */
  saving: Paise;
  /** The code as the shop spells it, once it applies. */
  code: string | null;
  /** Asking the server (after the cashier stops typing); Pay waits, so the total shown is the one charged. */
  checking: boolean;
  /** Why the code does not apply, in the page's language. */
  refusal: string | null;
}

/** How long the code box waits after the last key before asking. */
const TYPING_PAUSE_MS = 400;

/**
 * An offer code's saving on the bill before paying: the counter asks the server, which reckons it on the
 * lines after their own discounts, exactly as the sale does.
 */
export function useOfferSaving(offerCode: string, lines: CounterLine[]): OfferSaving {
  const typed = offerCode.trim();
  const settled = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const asked = typed !== '' && lines.length > 0 ? { offerCode: settled, lines } : null;
  const check = useCounterOfferCheck(asked && settled !== '' ? asked : null);
  if (!asked) return { saving: paise(0), code: null, checking: false, refusal: null };
  const current = settled === typed && !check.isPlaceholderData;
  if (!current || check.isFetching) return { saving: paise(0), code: null, checking: true, refusal: null };
  if (check.error) {
    const refused = check.error instanceof ApiError ? (check.error.fieldErrors.offerCode?.[0] ?? check.error.message) : null;
    return { saving: paise(0), code: null, checking: false, refusal: refused };
  }
  return check.data
    ? { saving: rupeesToPaise(check.data.discount), code: check.data.offerCode, checking: false, refusal: null }
    : { saving: paise(0), code: null, checking: true, refusal: null };
}
