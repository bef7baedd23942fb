import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@halwai/domain';
import { createInstance, type TFunction } from 'i18next';
import enCustomerMessages from './locales/en/customer-messages.json';
import hiCustomerMessages from './locales/hi/customer-messages.json';
import enInvoices from './locales/en/invoices.json';
import hiInvoices from './locales/hi/invoices.json';
import enExports from './locales/en/exports.json';
import hiExports from './locales/hi/exports.json';

/**
 * The server's own words to customers (decision 018), one JSON file per language and namespace, as the
 * web app keeps its own. English is the product's wording; Hindi its translation, with the same keys
 * and placeholders (i18n.test.ts).
 */
export const SERVER_RESOURCES = {
  en: { 'customer-messages': enCustomerMessages, invoices: enInvoices, exports: enExports },
  hi: { 'customer-messages': hiCustomerMessages, invoices: hiInvoices, exports: hiExports },
} satisfies Record<Language, Record<string, unknown>>;

export type ServerNamespace = keyof (typeof SERVER_RESOURCES)['en'];

const i18n = createInstance();
// Resources are in the bundle, so this settles before it returns; no backend, no detection.
void i18n.init({
  resources: SERVER_RESOURCES,
  supportedLngs: [...LANGUAGES],
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: Object.keys(SERVER_RESOURCES.en),
  initAsync: false,
  // Texts go into emails' plain text and are escaped where they go into HTML.
  interpolation: { escapeValue: false },
});

/** `translator('hi', 'customer-messages')('steps.ready')` is 'लेने के लिए तैयार'. */
export function translator(language: Language, namespace: ServerNamespace): TFunction {
  return i18n.getFixedT(language, namespace);
}
