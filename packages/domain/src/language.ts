/** The languages the shop speaks. English is the product's own words; Hindi is their translation. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The Intl locale for numbers and dates: both group money the Indian way (₹1,00,000). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language tag such as "hi-IN" or "en-GB" as one of ours, or null when it is neither. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** The text in `language` when the item has it: Hindi pages show `nameHi` where staff gave one. */
export function inLanguage(language: Language, english: string, hindi: string | null | undefined): string {
  return language === 'hi' && hindi ? hindi : english;
}
