import { describe, expect, it } from 'vitest';
import { categoriesWithAvailableItems, type Catalogue, type Product } from '@halwai/domain';
import {
  chooseCategory,
  chooseSubcategory,
  filterFromParams,
  filterItems,
  isFiltered,
  NO_FILTER,
  searchFor,
  subcategoriesOf,
} from './catalogue-filter';
import { createProductSearch } from '../../lib/product-search';
import { product } from '../../test/sample-catalogue';

const item = (id: number, name: string, categoryId: number, subCategoryId: number) =>
  product({ id, name, categoryId, subCategoryId });

const catalogue: Catalogue = {
  categories: [
    { id: 1, name: 'Bengali Sweets' },
    { id: 3, name: 'Laddoos' },
  ],
  subcategories: [
    { id: 1, name: 'Rasgulla & Rasmalai', categoryId: 1 },
    { id: 7, name: 'Classic Laddoos', categoryId: 3 },
    { id: 8, name: 'Special Laddoos', categoryId: 3 },
  ],
  items: [
    item(1, 'Rasgulla', 1, 1),
    item(15, 'Motichoor Laddoo', 3, 7),
    item(17, 'Boondi Laddoo', 3, 7),
    item(19, 'Coconut Laddoo', 3, 8),
  ],
};
const names = (items: Product[]) => items.map((i) => i.name);
const search = createProductSearch(catalogue);

describe('filterItems', () => {
  it('shows everything without a filter', () => {
    expect(filterItems(catalogue.items, NO_FILTER, search)).toHaveLength(4);
  });

  it('keeps a category, then a subcategory of it', () => {
    expect(names(filterItems(catalogue.items, chooseCategory(3), search))).toEqual([
      'Motichoor Laddoo',
      'Boondi Laddoo',
      'Coconut Laddoo',
    ]);
    expect(names(filterItems(catalogue.items, chooseSubcategory(chooseCategory(3), 8), search))).toEqual(['Coconut Laddoo']);
  });

  it('searches without caring about case, spaces around it or the spelling', () => {
    for (const query of ['  LADDOO ', 'ladoo', 'laddu', 'लड्डू']) {
      expect(names(filterItems(catalogue.items, searchFor(query), search)).sort(), query).toEqual([
        'Boondi Laddoo',
        'Coconut Laddoo',
        'Motichoor Laddoo',
      ]);
    }
    expect(names(filterItems(catalogue.items, searchFor('rasgula'), search))[0]).toBe('Rasgulla');
    expect(filterItems(catalogue.items, searchFor('jalebi'), search)).toEqual([]);
  });

  it('lets a search win over the category and subcategory', () => {
    const both = { search: 'rasgulla', categoryId: 3, subCategoryId: 7 };
    expect(names(filterItems(catalogue.items, both, search))).toEqual(['Rasgulla']);
  });
});

describe('filter changes', () => {
  it('clears the category and subcategory when searching', () => {
    expect(searchFor('kaju')).toEqual({ search: 'kaju', categoryId: null, subCategoryId: null });
  });

  it('resets the subcategory and the search when choosing a category', () => {
    expect(chooseCategory(3)).toEqual({ search: '', categoryId: 3, subCategoryId: null });
    expect(chooseCategory(null)).toEqual(NO_FILTER);
  });

  it('knows when anything is filtered', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered(searchFor('  '))).toBe(false);
    expect(isFiltered(searchFor('a'))).toBe(true);
    expect(isFiltered(chooseCategory(1))).toBe(true);
  });

  it('lists the subcategories of the chosen category only', () => {
    expect(subcategoriesOf(catalogue.subcategories, 3).map((s) => s.id)).toEqual([7, 8]);
    expect(subcategoriesOf(catalogue.subcategories, null)).toEqual([]);
  });
});

describe('filterFromParams', () => {
  it('preselects a category and its subcategory when both exist', () => {
    expect(filterFromParams(catalogue, '3', '7')).toEqual({ search: '', categoryId: 3, subCategoryId: 7 });
    expect(filterFromParams(catalogue, '3', undefined)).toEqual({ search: '', categoryId: 3, subCategoryId: null });
  });

  it('ignores what does not exist', () => {
    expect(filterFromParams(catalogue, undefined, undefined)).toEqual(NO_FILTER);
    expect(filterFromParams(catalogue, '99', '7')).toEqual(NO_FILTER);
    expect(filterFromParams(catalogue, 'laddoos', undefined)).toEqual(NO_FILTER);
    expect(filterFromParams(catalogue, '3', '1')).toEqual({ search: '', categoryId: 3, subCategoryId: null });
    expect(filterFromParams(catalogue, '3', '7x')).toEqual({ search: '', categoryId: 3, subCategoryId: null });
  });
});

describe('categoriesWithAvailableItems', () => {
  it('leaves out a category whose items are all unavailable', () => {
    const soldOut = { ...catalogue, items: catalogue.items.map((i) => (i.categoryId === 1 ? { ...i, isAvailable: false } : i)) };
    expect(categoriesWithAvailableItems(soldOut).map((c) => c.name)).toEqual(['Laddoos']);
    expect(categoriesWithAvailableItems(catalogue)).toHaveLength(2);
  });
});
