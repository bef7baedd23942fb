import Fuse, { type IFuseOptions } from 'fuse.js';
import { foldForSearch, type Catalogue, type Product } from '@halwai/domain';

/** One item's words, folded (see `foldForSearch`), in the fields the search weighs. */
interface SearchEntry {
  product: Product;
  name: string;
  /** Other names staff gave the item. */
  words: string;
  category: string;
  subcategory: string;
  description: string;
}

/** The name counts most, then where the item sits in the shop, then its description. */
const OPTIONS: IFuseOptions<SearchEntry> = {
  keys: [
    { name: 'name', weight: 4 },
    { name: 'words', weight: 3 },
    { name: 'subcategory', weight: 2 },
    { name: 'category', weight: 1.5 },
    { name: 'description', weight: 0.5 },
  ],
  includeScore: true,
  // A word may sit anywhere in the text, not only near its start.
  ignoreLocation: true,
  threshold: 0.3,
  minMatchCharLength: 2,
  shouldSort: true,
};

export type ProductSearch = (query: string) => Product[];

/**
 * A search over the catalogue's items by name, category, subcategory and description, best
 * matches first. Words are folded on both sides so Hinglish and Devanagari spellings meet;
 * Fuse's fuzzy matching takes care of the typos that remain. Build it once per catalogue.
 * `createProductSearch(catalogue)('ladoo')` lists the laddoos.
 */
export function createProductSearch(catalogue: Pick<Catalogue, 'items' | 'categories' | 'subcategories'>): ProductSearch {
  const categoryNames = new Map(catalogue.categories.map((c) => [c.id, foldForSearch(c.name)]));
  const subcategoryNames = new Map(catalogue.subcategories.map((s) => [s.id, foldForSearch(s.name)]));
  const entries = catalogue.items.map((product) => ({
    product,
    name: foldForSearch(product.name),
    words: foldForSearch(product.searchWords),
    category: categoryNames.get(product.categoryId) ?? '',
    subcategory: subcategoryNames.get(product.subCategoryId) ?? '',
    description: foldForSearch(product.description),
  }));
  const fuse = new Fuse(entries, OPTIONS);
  return (query) => {
    const folded = foldForSearch(query);
    if (folded === '') return [];
    // One letter is too little to match fuzzily: names that have a word starting with it.
    if (folded.length === 1) return entries.filter((e) => ` ${e.name}`.includes(` ${folded}`)).map((e) => e.product);
    // Items whose name holds the words come first, then the rest by how well they match.
    return fuse
      .search(folded)
      .map((result, rank) => ({ result, rank, named: result.item.name.includes(folded) ? 0 : 1 }))
      .sort((a, b) => a.named - b.named || a.rank - b.rank)
      .map(({ result }) => result.item.product);
  };
}
