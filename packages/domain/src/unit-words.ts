import type { Language } from './language.js';

/** The unit words staff commonly type (and the demo shop uses), in Hindi. Weights and volumes (g, kg, ml) read the same. */
const HINDI_UNIT_WORDS: Record<string, string> = {
  piece: 'पीस',
  pieces: 'पीस',
  pc: 'पीस',
  pcs: 'पीस',
  packet: 'पैकेट',
  packets: 'पैकेट',
  pack: 'पैक',
  box: 'डिब्बा',
  boxes: 'डिब्बे',
  jar: 'जार',
  bottle: 'बोतल',
  bag: 'थैला',
  tin: 'टिन',
  plate: 'प्लेट',
  litre: 'लीटर',
  liter: 'लीटर',
  dozen: 'दर्जन',
};
/** Left as they are: numbers and the short weights and volumes, which Hindi labels write the same way. */
const KEPT = /^(\d+(?:\.\d+)?|g|gm|kg|ml|l)$/i;
/** "Box of 6" and "Pack of 3": the count goes first in Hindi ("6 का डिब्बा"). */
const CONTAINER_OF = /^(box|pack|packet|jar) of (\d+)$/i;

/**
 * A price unit or pack label ("piece", "200 g packet", "Box of 6") in `language`: on a Hindi page the known
 * unit words are said in Hindi ("पीस", "200 g पैकेट", "6 का डिब्बा"). A label with any other word is the
 * shop's own and comes back as typed, so nothing half-translated shows.
 */
export function unitInLanguage(label: string, language: Language): string {
  if (language === 'en') return label;
  const trimmed = label.trim();
  const of = CONTAINER_OF.exec(trimmed);
  if (of) return `${of[2]} का ${HINDI_UNIT_WORDS[of[1]!.toLowerCase()]}`;
  const words = trimmed.split(/\s+/);
  if (!words.every((word) => KEPT.test(word) || HINDI_UNIT_WORDS[word.toLowerCase()])) return label;
  return words.map((word) => (KEPT.test(word) ? word : HINDI_UNIT_WORDS[word.toLowerCase()])).join(' ');
}
