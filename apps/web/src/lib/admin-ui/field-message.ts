import { translateMessage } from '../../i18n/translate-message';

/**
 * The first message of a form field or of any of its items (an array field's errors sit on its
 * items), in the page's language.
 */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return translateMessage(error.message);
  return Object.values(error).map(firstMessage).find(Boolean);
}
