import { currentLanguage, i18n } from './i18n';
import { hindiNameOf } from './hindi-names';
import { messageMatcher } from './message-matcher';

/**
 * One of the product's words (packages/domain MESSAGES and the maps in MESSAGE_GROUPS, English by the
 * spec and the API) in the shop's language:
 * the server and the domain's rules write them in English, a Hindi page shows their Hindi.
 * Words that are none of them (a provider's, a browser's) are shown as they are.
 */
export function translateMessage(sentence: string): string {
  const matcher = messageMatcher();
  if (currentLanguage() === 'en' || !matcher || !i18n.hasLoadedNamespace('messages')) return sentence;
  const matched = matcher.matchMessage(sentence);
  if (matched) {
    // A step, a day, a time, a product's name or a pack put into the sentence is said in the page's
    // language too; a code or an unknown name as it is.
    const params = Object.fromEntries(Object.entries(matched.params).map(([name, value]) => [name, inWords(value)]));
    return i18n.t(matched.key, { ns: 'messages', ...params });
  }
  // A message about one part of a JSON field comes after that part's path ("allergens.0: Allergens come
  // from…"): the path stays as written, the message is translated.
  const part = FIELD_PATH.exec(sentence);
  if (part) {
    const message = translateMessage(part[2]!);
    if (message !== part[2]) return `${part[1]}: ${message}`;
  }
  return sentence;
}

const FIELD_PATH = /^([\w.]+): (.+)$/s;

function inWords(value: string): string {
  const matcher = messageMatcher();
  const key = matcher?.messageWordKey(value);
  if (key) return i18n.t(key as 'words.day.today', { ns: 'messages' });
  // A time the message wrote as "8:00 AM" is said the page's way ("सुबह 8:00").
  const time = matcher?.parseTime12(value);
  if (time) return matcher!.clockTime(time, currentLanguage());
  // A product the page knows by its Hindi name; a pack label's unit words ("1 piece") in Hindi.
  return hindiNameOf(value) ?? matcher?.unitInLanguage(value, currentLanguage()) ?? value;
}

/** Resolves once the product's words in the shop's language are here, for `translateMessage`. */
export async function messageWordsReady(): Promise<void> {
  if (currentLanguage() !== 'en') await i18n.loadNamespaces('messages');
}
