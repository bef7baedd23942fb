import { type Language } from '@halwai/domain';
import { loadDevanagariFont } from './devanagari-font';
import { currentLanguage, i18n } from './i18n';

const STORED_LANGUAGE = 'language';

/** The language this device chose before, if any. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORED_LANGUAGE);
  } catch {
    return null;
  }
}

const A_YEAR = 365 * 24 * 60 * 60;

/**
 * Remembers `language` as this device's choice: in storage for the app, and in the `lang` cookie for
 * the server, which then writes the page's HTML in it and sends its words with it.
 */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORED_LANGUAGE, language);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page.
  }
  document.cookie = `lang=${language}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax`;
}

/** Switches the whole shop to `language` and remembers it on this device. */
export async function chooseShopLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (language === 'hi') await loadDevanagariFont();
  await i18n.changeLanguage(language);
}

/** Keeps `<html lang>` with the language, now and whenever it changes. */
export function followLanguageOnPage(page: Document = document): void {
  const apply = (language: Language) => {
    page.documentElement.lang = language;
  };
  apply(currentLanguage());
  i18n.on('languageChanged', () => apply(currentLanguage()));
}
