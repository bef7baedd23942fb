import type { Subcategory } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { nextSubcategoryId } from './subcategory-choice';

const subcategories: Subcategory[] = [
  { id: 30, name: 'Barfi', categoryId: 3 },
  { id: 31, name: 'Ladoo', categoryId: 3 },
  { id: 50, name: 'Bhujia', categoryId: 5 },
];

describe('nextSubcategoryId', () => {
  it('keeps the subcategory when it belongs to the new category, else picks the first, and clears with the category', () => {
    expect(nextSubcategoryId('3', '31', subcategories)).toBe('31');
    expect(nextSubcategoryId('5', '31', subcategories)).toBe('50');
    expect(nextSubcategoryId('', '31', subcategories)).toBe('');
    expect(nextSubcategoryId('9', '31', subcategories)).toBe('');
  });
});
