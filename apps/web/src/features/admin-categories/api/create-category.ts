import type { AdminCategory, CategoryNameInput } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useCategoryMutation } from './invalidate-categories';

export const createCategory = (name: string) => apiFetch<AdminCategory>('/api/admin/categories', { json: { name } satisfies CategoryNameInput });

export const useCreateCategory = () => useCategoryMutation(createCategory);
