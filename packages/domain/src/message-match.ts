import { MESSAGES } from './messages.js';

export type MessageKey = keyof typeof MESSAGES;

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
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A function message is written out once with markers for its arguments; the text between them is what
// a sentence must carry to be that message. A number argument is marked by a number no message holds.
function patternOf(key: MessageKey, make: (...args: never[]) => string): Pattern | null {
  const arity = make.length;
  const marker = (i: number) => `⟦${i}⟧`;
  let written: string;
  try {
    written = (make as (...args: unknown[]) => string)(...Array.from({ length: arity }, (_, i) => marker(i)));
  } catch {
    written = '';
  }
  if (!written.includes(marker(0))) {
    const numbers = Array.from({ length: arity }, (_, i) => 987654320 + i);
    written = (make as (...args: unknown[]) => string)(...numbers);
    numbers.forEach((n, i) => (written = written.replace(String(n), marker(i))));
    if (!written.includes(marker(0))) return null;
  }
  const parts = written.split(/⟦\d+⟧/);
  const order = [...written.matchAll(/⟦(\d+)⟧/g)].map((m) => m[1]!);
  const source = parts.map(escapeRegex).join('(.+?)');
  return { key, regex: new RegExp(`^${source}$`, 's'), order };
}

let patterns: Pattern[] | null = null;
let sentences: Map<string, MessageKey> | null = null;

function index() {
  if (patterns && sentences) return { patterns, sentences };
  sentences = new Map();
  patterns = [];
  for (const [key, value] of Object.entries(MESSAGES) as [MessageKey, unknown][]) {
    if (typeof value === 'string') sentences.set(value, key);
    else if (typeof value === 'function') {
      const pattern = patternOf(key, value as (...args: never[]) => string);
      if (pattern) patterns.push(pattern);
    }
  }
  // The most specific first: "X (Y) is no longer sold" before "X is no longer sold".
  patterns.sort((a, b) => b.order.length - a.order.length);
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
