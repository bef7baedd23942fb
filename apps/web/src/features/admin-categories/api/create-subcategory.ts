import type { AdminSubcategory, NewSubcategoryInput } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useCategoryMutation } from './invalidate-categories';

export const createSubcategory = (input: NewSubcategoryInput) => apiFetch<AdminSubcategory>('/api/admin/subcategories', { json: input });

export const useCreateSubcategory = () => useCategoryMutation(createSubcategory);
