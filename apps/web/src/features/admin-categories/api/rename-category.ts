import type { AdminCategory, CategoryNameInput } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useCategoryMutation } from './invalidate-categories';

/** `nameHi` left out keeps the Hindi name; null clears it. */
export const renameCategory = ({ id, name, nameHi }: { id: number } & CategoryNameInput) =>
  apiFetch<AdminCategory>(`/api/admin/categories/${id}`, {
    method: 'PUT',
    json: { name, ...(nameHi !== undefined && { nameHi }) } satisfies CategoryNameInput,
  });

export const useRenameCategory = () => useCategoryMutation(renameCategory);
