import { describe, expect, it } from 'vitest';
import { filterProducts, isFiltering, NO_FILTER, subcategoryChoices, withCategories } from './product-filters';

const items = [
  { id: 1, name: 'Kaju Katli', categoryId: 1, subCategoryId: 10 },
  { id: 2, name: 'Besan Laddoo', categoryId: 1, subCategoryId: 11 },
  { id: 3, name: 'Aloo Bhujia', categoryId: 2, subCategoryId: 20 },
  { id: 4, name: 'Basmati Rice', categoryId: 3, subCategoryId: 30 },
];
const subcategories = [
  { id: 10, name: 'Barfi', categoryId: 1 },
  { id: 11, name: 'Laddoo', categoryId: 1 },
  { id: 20, name: 'Bhujia', categoryId: 2 },
  { id: 30, name: 'Rice', categoryId: 3 },
];
const ids = (list: { id: number }[]) => list.map((i) => i.id);

describe('product filters', () => {
  it('shows everything without a filter', () => {
    expect(ids(filterProducts(items, NO_FILTER))).toEqual([1, 2, 3, 4]);
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(isFiltering({ ...NO_FILTER, search: '  ' })).toBe(false);
  });

  it('matches part of the name in any letter case', () => {
    expect(ids(filterProducts(items, { ...NO_FILTER, search: ' LADD ' }))).toEqual([2]);
    expect(ids(filterProducts(items, { ...NO_FILTER, search: 'b' }))).toEqual([2, 3, 4]);
  });

  it('finds an item by its Hindi name too, as Hindi pages name it', () => {
    const withHindi = [...items, { id: 5, name: 'Motichoor Laddoo', nameHi: 'मोतीचूर लड्डू', categoryId: 1, subCategoryId: 11 }];
    expect(ids(filterProducts(withHindi, { ...NO_FILTER, search: 'लड्डू' }))).toEqual([5]);
    expect(ids(filterProducts(withHindi, { ...NO_FILTER, search: 'ladd' }))).toEqual([2, 5]);
  });

  it('keeps the chosen categories and subcategory, together with the search', () => {
    expect(ids(filterProducts(items, { ...NO_FILTER, categoryIds: [1, 3] }))).toEqual([1, 2, 4]);
    expect(ids(filterProducts(items, { ...NO_FILTER, categoryIds: [1], subCategoryId: 11 }))).toEqual([2]);
    expect(ids(filterProducts(items, { search: 'rice', categoryIds: [1, 2], subCategoryId: null }))).toEqual([]);
  });

  it('offers the subcategories of the chosen categories and drops one that no longer fits', () => {
    expect(ids(subcategoryChoices(subcategories, []))).toEqual([10, 11, 20, 30]);
    expect(ids(subcategoryChoices(subcategories, [2, 3]))).toEqual([20, 30]);
    const filter = { ...NO_FILTER, categoryIds: [1], subCategoryId: 11 };
    expect(withCategories(filter, [1, 2], subcategories).subCategoryId).toBe(11);
    expect(withCategories(filter, [2], subcategories)).toEqual({ ...NO_FILTER, categoryIds: [2] });
  });
});
