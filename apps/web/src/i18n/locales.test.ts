import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, allMessages, messageWords, type NamedMessage } from '@halwai/domain';
import { BACK_OFFICE_NAMESPACES, STOREFRONT_NAMESPACES, TRANSLATION_ONLY_NAMESPACES } from './namespaces';

const dir = path.join(import.meta.dirname, 'locales');
const read = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(dir, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

/** Every leaf as `a.b.c` → its text. */
function leaves(value: Record<string, unknown>, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') found.set(name, child);
    else if (child && typeof child === 'object') for (const [k, v] of leaves(child as Record<string, unknown>, name)) found.set(k, v);
    else throw new Error(`${name} is neither text nor a group`);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
// A plural's forms are one key to a reader: "items_one" and "items_other" are both "items".
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const ALL = [...STOREFRONT_NAMESPACES, ...BACK_OFFICE_NAMESPACES].filter((n) => !TRANSLATION_ONLY_NAMESPACES.includes(n));

describe('message files', () => {
  it('has a file for every namespace in every language, and no other', () => {
    for (const language of LANGUAGES) {
      const files = fs.readdirSync(path.join(dir, language)).map((f) => f.replace(/\.json$/, '')).sort();
      const expected = (language === 'en' ? ALL : [...ALL, ...TRANSLATION_ONLY_NAMESPACES]).slice().sort();
      expect(files, language).toEqual(expected);
    }
  });

  it.each(ALL)('%s says everything in Hindi that it says in English, with the same blanks', (namespace) => {
    const english = leaves(read('en', namespace));
    const hindi = leaves(read('hi', namespace));
    expect([...new Set([...hindi.keys()].map(baseKey))].sort()).toEqual([...new Set([...english.keys()].map(baseKey))].sort());
    for (const [key, text] of hindi) {
      const englishText = english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? '';
      expect(placeholders(text), `${namespace}:${key}`).toEqual(placeholders(englishText));
      expect(text.trim(), `${namespace}:${key} is empty`).not.toBe('');
    }
  });

  it('has the Hindi of every code, with a blank named for each value the message puts in', () => {
    // Each message under its code (`common.cartEmpty`, `stock.soldOut`), the words they put in under `words`.
    const hindi = leaves(read('hi', 'messages'));
    const messages = allMessages();
    const words = Object.entries(messageWords()).flatMap(([set, entries]) => Object.keys(entries).map((key) => `words.${set}.${key}`));
    expect([...hindi.keys()].sort()).toEqual([...messages.map(([key]) => key), ...words].sort());
    for (const key of words) expect(placeholders(hindi.get(key)!), key).toEqual([]);
    for (const [key, value] of messages) {
      const names = typeof value === 'function' ? (value as NamedMessage<unknown[]>).paramNames : [];
      // A value the Hindi takes from another (`nameHi` beside `name`) is not a blank of its own.
      expect(placeholders(hindi.get(key)!), key).toEqual([...names].sort());
    }
  });
});

describe('one Hindi name for one thing', () => {
  const serverDir = path.join(import.meta.dirname, '../../../server/src/i18n/locales/hi');
  const everyHindiText = () => [
    ...fs.readdirSync(path.join(dir, 'hi')).flatMap((f) => [...leaves(read('hi', f.replace(/\.json$/, ''))).values()]),
    ...fs.readdirSync(serverDir).flatMap((f) => [...leaves(JSON.parse(fs.readFileSync(path.join(serverDir, f), 'utf8'))).values()]),
  ];

  it('names each order step the same on every screen and in every message', () => {
    const steps = leaves(read('hi', 'common'));
    const words = leaves(read('hi', 'messages'));
    const dashboard = leaves(read('hi', 'admin-dashboard'));
    for (const step of ['pending', 'confirmed', 'preparing', 'completed', 'cancelled']) {
      expect(words.get(`words.orderStep.${step}`), step).toBe(steps.get(`orderSteps.${step}`));
    }
    expect(steps.get('orderSteps.pending')).toBe('नया');
    expect(steps.get('orderSteps.confirmed')).toBe('पक्का हुआ');
    expect([...dashboard.values()]).toEqual(expect.arrayContaining(['नया', 'पक्का हुआ']));
  });

  it('uses neither of the dropped names: पेंडिंग, कन्फ़र्म, कर बीजक', () => {
    for (const text of everyHindiText()) expect(text).not.toMatch(/पेंडिंग|कन्फ़र्म|कर बीजक|बीजक/);
  });
});
