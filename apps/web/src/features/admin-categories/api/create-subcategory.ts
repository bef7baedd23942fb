import type { AdminSubcategory, NewSubcategoryInput } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useCategoryMutation } from './invalidate-categories';

/** A Hindi name goes only when there is one. */
export const createSubcategory = ({ categoryId, name, nameHi }: NewSubcategoryInput) =>
  apiFetch<AdminSubcategory>('/api/admin/subcategories', { json: { categoryId, name, ...(nameHi && { nameHi }) } satisfies NewSubcategoryInput });

export const useCreateSubcategory = () => useCategoryMutation(createSubcategory);
