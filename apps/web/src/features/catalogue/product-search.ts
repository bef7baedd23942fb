import Fuse, { type IFuseOptions } from 'fuse.js';
import { foldForSearch, type Catalogue, type Product } from '@halwai/domain';

/** How much a word counts by where it is: the name most, then other names, the shop's shelves, the description. */
const FIELD_WEIGHTS = { name: 4, words: 3, subcategory: 2, category: 1.5, description: 0.5 } as const;
type Field = keyof typeof FIELD_WEIGHTS;

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
 * best matches first. Words are folded on both sides so Hinglish and Devanagari spellings meet; Fuse
 * finds the typos that remain. The index is built once per catalogue: every distinct word, and the
 * items (with how much the word counts for each) it appears in. A search then matches each typed
 * word against the distinct words only, never against every item's text, so it stays fast as the
 * catalogue grows. `createProductSearch(catalogue)('ladoo')` lists the laddoos. The index is built
 * when first needed, not when the catalogue arrives, so opening the page does not wait for it.
 */
export function createProductSearch(catalogue: Pick<Catalogue, 'items' | 'categories' | 'subcategories'>): ProductSearch {
  let query: Query | undefined;
  const prepared = () => (query ??= buildSearch(catalogue));
  return Object.assign((text: string) => prepared()(text), { prepare: () => void prepared() });
}

function buildSearch(catalogue: Pick<Catalogue, 'items' | 'categories' | 'subcategories'>): Query {
  const categoryNames = new Map(catalogue.categories.map((c) => [c.id, foldForSearch(c.name)]));
  const subcategoryNames = new Map(catalogue.subcategories.map((s) => [s.id, foldForSearch(s.name)]));
  const items = catalogue.items;
  const names = items.map((product) => foldForSearch(product.name));

  // word → item index → the summed weight of the fields holding the word
  const postings = new Map<string, Map<number, number>>();
  items.forEach((product, index) => {
    const fields: Record<Field, string> = {
      name: names[index]!,
      words: foldForSearch(product.searchWords),
      subcategory: subcategoryNames.get(product.subCategoryId) ?? '',
      category: categoryNames.get(product.categoryId) ?? '',
      description: foldForSearch(product.description),
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
    if (seen.size >= 500) seen.clear();
    seen.set(typed, scores);
    return scores;
  };

  return (query) => {
    const folded = foldForSearch(query);
    if (folded === '') return [];
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
      if (score >= 0) ranked.push({ index, named: names[index]!.includes(folded) ? 0 : 1, score });
    }
    return ranked.sort((a, b) => a.named - b.named || b.score - a.score || a.index - b.index).map((r) => items[r.index]!);
  };
}
