import { matchMessage } from '@halwai/domain';
import { currentLanguage, i18n } from './i18n';

/**
 * One of the product's words (packages/domain MESSAGES and the maps in MESSAGE_GROUPS, English by the
 * spec and the API) in the shop's language:
 * the server and the domain's rules write them in English, a Hindi page shows their Hindi.
 * Words that are none of them (a provider's, a browser's) are shown as they are.
 */
export function translateMessage(sentence: string): string {
  if (currentLanguage() === 'en' || !i18n.hasLoadedNamespace('messages')) return sentence;
  const matched = matchMessage(sentence);
  if (!matched) return sentence;
  return i18n.t(matched.key, { ns: 'messages', ...matched.params });
}

/** Resolves once the product's words in the shop's language are here, for `translateMessage`. */
export async function messageWordsReady(): Promise<void> {
  if (currentLanguage() !== 'en') await i18n.loadNamespaces('messages');
}
