/**
 * The message files of each language, one per part of the shop (`locales/<language>/<namespace>.json`).
 * The pages a shopper lands on need the first few, loaded before the first screen is drawn; the rest of
 * the storefront's come once it is drawn; the back office's with the back office, so a shopper never
 * downloads them. vite.config.ts puts each group of a language in one chunk.
 */
export const FIRST_SCREEN_NAMESPACES = ['common', 'home', 'catalogue'] as const;

// `nav`: the drawer's words, and `food`: the product page's food label; each loads after the first
// screen, with the part that shows it, and that part waits for them.
export const LATER_STOREFRONT_NAMESPACES = ['messages', 'cart', 'checkout', 'contact', 'account', 'nav', 'food'] as const;

export const STOREFRONT_NAMESPACES = [...FIRST_SCREEN_NAMESPACES, ...LATER_STOREFRONT_NAMESPACES] as const;

export const BACK_OFFICE_NAMESPACES = [
  'auth',
  'admin',
  'admin-accounts',
  'admin-categories',
  'admin-customers',
  'admin-dashboard',
  'admin-messages',
  'admin-offers',
  'admin-orders',
  'admin-outlets',
  'admin-paper',
  'admin-products',
  'admin-settings',
  'counter',
  'counter-shifts',
  'drafts',
] as const;

export type Namespace = (typeof STOREFRONT_NAMESPACES)[number] | (typeof BACK_OFFICE_NAMESPACES)[number];

/** Namespaces written only in the other languages: `messages` is the Hindi of packages/domain MESSAGES. */
export const TRANSLATION_ONLY_NAMESPACES: readonly Namespace[] = ['messages'];
