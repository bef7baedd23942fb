import { type Language } from '@halwai/domain';
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

let devanagariFont: Promise<void> | undefined;

/**
 * Loads Noto Sans Devanagari. Only Hindi pages call it, so English pages never download the font. Hindi
 * text is drawn once this resolves: on a device with no Devanagari font of its own, Chromium can keep text
 * it drew before the font arrived as empty boxes, even after it has arrived. One weight only: the browser
 * draws bold from it, and a second file (54 KB) delayed a phone's first screen by a quarter second.
 */
export function loadDevanagariFont(): Promise<void> {
  devanagariFont ??= import('@fontsource/noto-sans-devanagari/devanagari-400.css')
    .then(() => document.fonts.load('400 1em "Noto Sans Devanagari"', 'क'))
    .then(
      () => undefined,
      // Without the font the page still works: the device's own font draws what it can.
      () => undefined,
    );
  return devanagariFont;
}

/** Keeps `<html lang>` with the language, now and whenever it changes. */
export function followLanguageOnPage(page: Document = document): void {
  const apply = (language: Language) => {
    page.documentElement.lang = language;
  };
  apply(currentLanguage());
  i18n.on('languageChanged', () => apply(currentLanguage()));
}
