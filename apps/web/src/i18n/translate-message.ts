import type { CodedMessage, MessageParams } from '@halwai/domain';
import { currentLanguage, i18n } from './i18n';
import { hindiNameOf } from './hindi-names';
import { messageValues } from './message-values';

/**
 * A coded message (an error answer's `code` and `params`, or the domain's `say(…)`) in the page's
 * language: its code is its key in the `messages` words. An English page, or a code this build does
 * not know (a newer server's), shows the sentence as it came.
 */
export function translateCoded(said: Pick<CodedMessage, 'params' | 'message'> & { code: string }): string {
  if (currentLanguage() === 'en' || !i18n.hasLoadedNamespace('messages') || !i18n.exists(said.code, { ns: 'messages' })) return said.message;
  return i18n.t(said.code as 'common.notFound', { ns: 'messages', ...inWords(said.params) });
}

/**
 * One of the catalogue's fixed sentences (MESSAGES.cartEmpty, a form rule's words) in the page's
 * language, found exactly; any other text (a provider's, a browser's) as it is.
 */
export function translateMessage(sentence: string): string {
  if (currentLanguage() === 'en') return sentence;
  const known = messageValues()?.codeOfSentence(sentence);
  if (known) return translateCoded(known);
  // A rule about one part of a field comes after that part's path ("nutrition.sugars: Sugars cannot…"):
  // the path stays as written, the rule is translated.
  const part = FIELD_PATH.exec(sentence);
  const rule = part && messageValues()?.codeOfSentence(part[2]!);
  return rule ? `${part[1]}: ${translateCoded(rule)}` : sentence;
}

const FIELD_PATH = /^([\w.]+): (.+)$/s;

/**
 * The values in the page's language: a name's Hindi where the answer carries it (`nameHi`) or the page
 * knows it, a step or a day in words, a time the page's way, a pack's unit words; others as they are.
 */
function inWords(params: MessageParams): MessageParams {
  const said: MessageParams = {};
  for (const [name, value] of Object.entries(params)) {
    const hindi = params[`${name}Hi`];
    said[name] = typeof hindi === 'string' && hindi ? hindi : typeof value === 'string' ? valueInWords(value) : value;
  }
  return said;
}

function valueInWords(value: string): string {
  const helpers = messageValues();
  const key = helpers?.messageWordKey(value);
  if (key) return i18n.t(key as 'words.day.today', { ns: 'messages' });
  // A time the message wrote as "8:00 AM" is said the page's way ("सुबह 8:00").
  const time = helpers?.parseTime12(value);
  if (time) return helpers!.clockTime(time, currentLanguage());
  return hindiNameOf(value) ?? helpers?.unitInLanguage(value, currentLanguage()) ?? value;
}

/** Resolves once the product's words in the shop's language are here, for `translateCoded`. */
export async function messageWordsReady(): Promise<void> {
  if (currentLanguage() !== 'en') await i18n.loadNamespaces('messages');
}
