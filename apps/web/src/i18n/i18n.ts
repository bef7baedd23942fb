import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@halwai/domain';
import { loadMessageValues, messageValues } from './message-values';
import { FIRST_SCREEN_NAMESPACES, LATER_STOREFRONT_NAMESPACES } from './namespaces';

// Each file is its own import, grouped by vite.config.ts into one chunk per language and part of the
// shop: a page loads only its own language's words.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const messageFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, done: ReadCallback) {
    const load = files[`./locales/${language}/${namespace}.json`];
    if (!load) {
      done(null, {});
      return;
    }
    // The product's words come with the catalogue that knows its fixed sentences and says their values.
    const helpers =
      namespace === 'messages'
        ? loadMessageValues().then(() => i18n.services.formatter && messageValues()?.addMessageFormatters(i18n.services.formatter))
        : null;
    Promise.all([load(), helpers]).then(
      ([file]) => done(null, file.default),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();
i18n.use(messageFiles).use(initReactI18next);

/** The language the shop is speaking now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Resolves once the landing pages' words in `language` are here, so the first screen is drawn in it. */
export function startI18n(language: Language): Promise<unknown> {
  return i18n.init({
    lng: language,
    supportedLngs: LANGUAGES,
    // Every file has every key in both languages (locales.test.ts), so a page never needs another language's.
    fallbackLng: false,
    // A copy: i18next adds each namespace it loads later to this list.
    ns: [...FIRST_SCREEN_NAMESPACES],
    defaultNS: 'common',
    // React escapes what it draws.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
}

/**
 * The rest of the storefront's words, fetched once the first screen is drawn: a page that needs them
 * before they are here waits for them (Suspense), as it waits for its code.
 */
export function loadStorefrontWords(): Promise<void> {
  return i18n.loadNamespaces([...LATER_STOREFRONT_NAMESPACES]);
}
