/**
 * The message files of each language, one per part of the shop (`locales/<language>/<namespace>.json`).
 * A shopper's first screen needs the storefront's, loaded before it is drawn; the back office's load
 * with the back office, so a shopper never downloads them.
 */
export const STOREFRONT_NAMESPACES = [
  'common',
  'messages',
  'home',
  'catalogue',
  'cart',
  'checkout',
  'contact',
  'account',
] as const;

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
  'admin-paper',
  'admin-products',
  'admin-settings',
  'drafts',
] as const;

export type Namespace = (typeof STOREFRONT_NAMESPACES)[number] | (typeof BACK_OFFICE_NAMESPACES)[number];

/** Namespaces written only in the other languages: `messages` is the Hindi of packages/domain MESSAGES. */
export const TRANSLATION_ONLY_NAMESPACES: readonly Namespace[] = ['messages'];
