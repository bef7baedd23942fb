import type { AdminSubcategory, CategoryNameInput } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useCategoryMutation } from './invalidate-categories';

/** `nameHi` left out keeps the Hindi name; null clears it. */
export const renameSubcategory = ({ id, name, nameHi }: { id: number } & CategoryNameInput) =>
  apiFetch<AdminSubcategory>(`/api/admin/subcategories/${id}`, {
    method: 'PUT',
    json: { name, ...(nameHi !== undefined && { nameHi }) } satisfies CategoryNameInput,
  });

export const useRenameSubcategory = () => useCategoryMutation(renameSubcategory);
