import { clockTime, type Language } from '@halwai/domain';
import { currentLanguage } from '../i18n/i18n';

/**
 * A slot as people read it, in the page's language: `formatSlot('10:00-12:00')` is
 * "10:00 AM – 12:00 PM" ("सुबह 10:00 – दोपहर 12:00"). Text that is not a slot is left as it is.
 */
export function formatSlot(slot: string, language: Language = currentLanguage()): string {
  const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(slot);
  return match ? `${clockTime(match[1]!, language)} – ${clockTime(match[2]!, language)}` : slot;
}
