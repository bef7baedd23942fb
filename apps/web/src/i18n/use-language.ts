import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@halwai/domain';

/** The language `i18n` speaks now, one the shop knows. */
export const languageOf = (i18n: I18n): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** The language the shop speaks now; the component draws again when it changes. */
export function useLanguage(): Language {
  return languageOf(useTranslation().i18n);
}
