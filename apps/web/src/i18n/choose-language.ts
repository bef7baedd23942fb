import { DEFAULT_LANGUAGE, isLanguage, languageOfTag, type Language } from '@halwai/domain';

/**
 * The language a page opens in: `?lang=` when the link says, else the one this device chose before,
 * else the first of the browser's languages the shop speaks, else English.
 */
export function chooseLanguage(
  search: string,
  stored: string | null,
  browserLanguages: readonly string[],
): { language: Language; fromLink: boolean } {
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguage(asked)) return { language: asked, fromLink: true };
  if (isLanguage(stored)) return { language: stored, fromLink: false };
  for (const tag of browserLanguages) {
    const language = languageOfTag(tag);
    if (language) return { language, fromLink: false };
  }
  return { language: DEFAULT_LANGUAGE, fromLink: false };
}
