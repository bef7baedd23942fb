// The basic build: the search asks for plain fuzzy matches of one word, never Fuse's extended or logical queries.
import Fuse, { type IFuseOptions } from 'fuse.js/basic';
import { foldForSearch, type Catalogue, type Product } from '@halwai/domain';

/** How much a word counts by where it is: the name (English or Hindi) most, then other names, the shop's shelves, the description. */
const FIELD_WEIGHTS = { name: 4, words: 3, subcategory: 2, category: 1.5, description: 0.5 } as const;
type Field = keyof typeof FIELD_WEIGHTS;

/**
 * Every run of two or more neighbouring words of a folded name, written as one, with the length of
 * its first word: customers often type a name so ("kesar kaju katli" gives "kesarkaju",
 * "kesarkajukatli" and "kajukatli"). Numbers ("250", a batch number) end a run: nobody types them
 * joined to a word.
 */
function joinedRuns(name: string): { run: string; first: number }[] {
  const runs: { run: string; first: number }[] = [];
  for (const part of name.split(/\s*\b\d+\b\s*/)) {
    const words = part.split(' ').filter((word) => word !== '');
    for (let start = 0; start < words.length - 1; start++) {
      for (let end = start + 2; end <= words.length; end++)
        runs.push({ run: words.slice(start, end).join(''), first: words[start]!.length });
    }
  }
  return runs;
}

/** How well a typed word meets a word of the catalogue: the same word, its start, or a near spelling. */
const EXACT = 1;
const PREFIX = 0.9;
const FUZZY = 0.8;

/** Fuse over the catalogue's distinct words: short strings, so a typo is found in a few thousand of them at once. */
const WORD_OPTIONS: IFuseOptions<string> = {
  includeScore: true,
  // A typed word may sit inside a longer one ("bhujia" in "alubhujia").
  ignoreLocation: true,
  threshold: 0.3,
  minMatchCharLength: 2,
};

export interface ProductSearch {
  (query: string): Product[];
  /** Builds the index now (the page calls it when idle), so the first keystroke does not wait for it. */
  prepare(): void;
}

type Query = (query: string) => Product[];

/**
 * A search over the catalogue's items by name, search words, category, subcategory and description,
 * each in English and in Hindi where staff gave it, best matches first. Words are folded on both sides so Hinglish and Devanagari spellings meet; Fuse
 * finds the typos that remain; a name's neighbouring words are also indexed as one, so "kajukatli"
 * finds Kaju Katli. The index is built once per catalogue: every distinct word, and the items (with
 * how much the word counts for each) it appears in. A search then matches each typed word against the
 * distinct words only, never against every item's text, so it stays fast as the catalogue grows.
 * `createProductSearch(catalogue)('ladoo')` lists the laddoos. The index is built when first needed,
 * not when the catalogue arrives, so opening the page does not wait for it.
 */
export function createProductSearch(catalogue: Pick<Catalogue, 'items' | 'categories' | 'subcategories'>): ProductSearch {
  let query: Query | undefined;
  const prepared = () => (query ??= buildSearch(catalogue));
  return Object.assign((text: string) => prepared()(text), { prepare: () => void prepared() });
}

/** Text in both languages, folded as one: its Hindi is looked for as much as its English. */
const bothLanguages = (english: string, hindi: string | undefined) => foldForSearch(hindi ? `${english} ${hindi}` : english);

function buildSearch(catalogue: Pick<Catalogue, 'items' | 'categories' | 'subcategories'>): Query {
  const categoryNames = new Map(catalogue.categories.map((c) => [c.id, bothLanguages(c.name, c.nameHi)]));
  const subcategoryNames = new Map(catalogue.subcategories.map((s) => [s.id, bothLanguages(s.name, s.nameHi)]));
  const items = catalogue.items;
  // Each item's names, folded: the English, then the Hindi when it has one (अरहर दाल is found as "arhar").
  const itemNames = items.map((product) => [product.name, product.nameHi].filter((name) => !!name).map((name) => foldForSearch(name!)));
  const names = itemNames.map((both) => both.join(' '));
  const joinedNames = itemNames.map((both) => both.map((name) => name.replaceAll(' ', '')));

  // word → item index → the summed weight of the fields holding the word
  const postings = new Map<string, Map<number, number>>();
  // A name's words run together ("kajukatli") → the items so named, and the shortest first word of the
  // run: a typed word no longer than that is the start of that word, which the postings meet already.
  // Kept apart from the words, so only a typed word that goes past a first word looks at them, and
  // they are met whole or by their start, not fuzzily (each of their words is, on its own).
  const joined = new Map<string, { first: number; items: Set<number> }>();
  items.forEach((product, index) => {
    for (const { run, first } of itemNames[index]!.flatMap(joinedRuns)) {
      const entry = joined.get(run);
      if (entry) {
        entry.first = Math.min(entry.first, first);
        entry.items.add(index);
      } else joined.set(run, { first, items: new Set([index]) });
    }
    const fields: Record<Field, string> = {
      name: names[index]!,
      words: foldForSearch(product.searchWords),
      subcategory: subcategoryNames.get(product.subCategoryId) ?? '',
      category: categoryNames.get(product.categoryId) ?? '',
      description: bothLanguages(product.description, product.descriptionHi),
    };
    for (const field of Object.keys(fields) as Field[]) {
      for (const word of new Set(fields[field].split(' '))) {
        if (word === '') continue;
        let weights = postings.get(word);
        if (!weights) postings.set(word, (weights = new Map()));
        weights.set(index, (weights.get(index) ?? 0) + FIELD_WEIGHTS[field]);
      }
    }
  });
  const vocabulary = [...postings.keys()];
  // Typos are looked for among words, not numbers or one- and two-letter bits ("1", "kg", "250").
  const fuse = new Fuse(
    vocabulary.filter((word) => word.length >= 3 && !/^\d+$/.test(word)),
    WORD_OPTIONS,
  );
  // What each typed word met, for the next keystrokes (the same words come back as one types and deletes).
  const seen = new Map<string, Map<number, number>>();

  /** Item index → how well it meets one typed word (absent when it does not). */
  const scoresFor = (typed: string): Map<number, number> => {
    const known = seen.get(typed);
    if (known) return known;
    const quality = new Map<string, number>();
    for (const word of vocabulary) {
      if (word.startsWith(typed)) quality.set(word, word === typed ? EXACT : PREFIX);
    }
    if (typed.length >= 3) {
      for (const { item, score = 1 } of fuse.search(typed)) {
        if (!quality.has(item)) quality.set(item, FUZZY * (1 - score));
      }
    }
    const scores = new Map<number, number>();
    for (const [word, q] of quality) {
      for (const [index, weight] of postings.get(word)!) {
        scores.set(index, Math.max(scores.get(index) ?? 0, q * weight));
      }
    }
    for (const [run, { first, items: named }] of joined) {
      if (typed.length <= first || !run.startsWith(typed)) continue;
      const q = (run === typed ? EXACT : PREFIX) * FIELD_WEIGHTS.name;
      for (const index of named) scores.set(index, Math.max(scores.get(index) ?? 0, q));
    }
    if (seen.size >= 500) seen.clear();
    seen.set(typed, scores);
    return scores;
  };

  return (query) => {
    const folded = foldForSearch(query);
    if (folded === '') return [];
    const joined = folded.replaceAll(' ', '');
    // One letter is too little to match fuzzily: names that have a word starting with it.
    if (folded.length === 1) return items.filter((_, i) => ` ${names[i]}`.includes(` ${folded}`));

    // A lone letter beside real words ("kaju k") is a word still being typed or a stray key: left out.
    const typedWords = [...new Set(folded.split(' '))].filter((word, _, all) => word.length > 1 || all.length === 1);
    const perWord = typedWords.map(scoresFor);
    // Items meeting every typed word, ranked: those whose name holds the words first, then by how well they match.
    const ranked: { index: number; named: number; score: number }[] = [];
    for (const [index, first] of perWord[0]!) {
      let score = first;
      for (const scores of perWord.slice(1)) {
        const s = scores.get(index);
        if (s === undefined) {
          score = -1;
          break;
        }
        score += s;
      }
      const named = itemNames[index]!.some((name) => name.includes(folded)) || joinedNames[index]!.some((name) => name.includes(joined));
      if (score >= 0) ranked.push({ index, named: named ? 0 : 1, score });
    }
    return ranked.sort((a, b) => a.named - b.named || b.score - a.score || a.index - b.index).map((r) => items[r.index]!);
  };
}
