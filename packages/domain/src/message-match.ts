import { allMessages, type MessageKey } from './message-groups.js';

export type { MessageKey } from './message-groups.js';

/** Which of the product's words a sentence is, with what was put into it: `{0}`, `{1}`… in order. */
export interface MatchedMessage {
  key: MessageKey;
  params: Record<string, string>;
}

interface Pattern {
  key: MessageKey;
  regex: RegExp;
  /** The argument each capture group holds, by position. */
  order: string[];
  /** The words around the arguments: with more of them a pattern is the more specific. */
  literal: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const marker = (i: number) => `⟦${i}⟧`;
// Numbers no message holds, and a second set differing from them in the first and last digit.
const probeNumber = (i: number) => 987654320 + i;
const otherNumber = (i: number) => 123456789 - i;

/**
 * A function message is written out once with markers for its arguments; the text between them is what
 * a sentence must carry to be that message. An argument the message counts with or formats (a number
 * of packs, paise shown as rupees) is given a number instead: where it shows is where the text changes
 * when only that number does. Null when an argument cannot be found in what the message writes.
 */
function patternOf(key: MessageKey, make: (...args: never[]) => string): Pattern | null {
  const call = (args: unknown[]): string | null => {
    try {
      return (make as (...a: unknown[]) => string)(...args);
    } catch {
      return null;
    }
  };
  const args: unknown[] = Array.from({ length: make.length }, (_, i) => marker(i));
  for (let i = 0; i < args.length; i++) if (!call(args)?.includes(marker(i))) args[i] = probeNumber(i);
  let written = call(args);
  if (written === null) return null;
  for (let i = 0; i < args.length; i++) {
    if (typeof args[i] !== 'number') continue;
    const shown = String(args[i]);
    if (written.includes(shown)) {
      written = written.replace(shown, marker(i));
      continue;
    }
    const other = call(args.map((arg, j) => (j === i ? otherNumber(i) : arg)));
    if (other === null || other === written) return null;
    let start = 0;
    while (written[start] === other[start]) start++;
    let end = 0;
    while (end < written.length - start && written[written.length - 1 - end] === other[other.length - 1 - end]) end++;
    written = written.slice(0, start) + marker(i) + written.slice(written.length - end);
  }
  if (!args.every((_, i) => written.includes(marker(i)))) return null;
  const parts = written.split(/⟦\d+⟧/);
  const order = [...written.matchAll(/⟦(\d+)⟧/g)].map((m) => m[1]!);
  const source = parts.map(escapeRegex).join('(.+?)');
  return { key, regex: new RegExp(`^${source}$`, 's'), order, literal: parts.join('').length };
}

let patterns: Pattern[] | null = null;
let sentences: Map<string, MessageKey> | null = null;

function index() {
  if (patterns && sentences) return { patterns, sentences };
  sentences = new Map();
  patterns = [];
  for (const [key, value] of allMessages()) {
    // A sentence two maps share is the first one's: the same words, the same Hindi.
    if (typeof value === 'string') {
      if (!sentences.has(value)) sentences.set(value, key);
    } else if (typeof value === 'function') {
      const pattern = patternOf(key, value as (...args: never[]) => string);
      if (pattern) patterns.push(pattern);
    }
  }
  // The most specific first: "X (Y) is no longer sold" before "X is no longer sold".
  patterns.sort((a, b) => b.order.length - a.order.length || b.literal - a.literal);
  return { patterns, sentences };
}

/**
 * The product's words as a key and arguments, so a page in another language can say the same thing:
 * `matchMessage('Enter a valid 10-digit mobile number')` is `{ key: 'mobileInvalid', params: {} }`,
 * `matchMessage('Kaju Katli is no longer sold')` is `{ key: 'itemGone', params: { 0: 'Kaju Katli' } }`.
 * Null for a sentence that is none of them (a server's own words, a provider's).
 */
export function matchMessage(sentence: string): MatchedMessage | null {
  const { patterns, sentences } = index();
  const key = sentences.get(sentence);
  if (key) return { key, params: {} };
  for (const { key, regex, order } of patterns) {
    const found = regex.exec(sentence);
    if (found) return { key, params: Object.fromEntries(order.map((name, i) => [name, found[i + 1]!])) };
  }
  return null;
}
