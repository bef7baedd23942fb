import type { AdminCategory, CategoryNameInput } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useCategoryMutation } from './invalidate-categories';

/** A Hindi name goes only when there is one. */
export const createCategory = ({ name, nameHi }: CategoryNameInput) =>
  apiFetch<AdminCategory>('/api/admin/categories', { json: { name, ...(nameHi && { nameHi }) } satisfies CategoryNameInput });

export const useCreateCategory = () => useCategoryMutation(createCategory);
