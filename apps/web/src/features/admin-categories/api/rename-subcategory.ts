import type { AdminSubcategory, CategoryNameInput } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useCategoryMutation } from './invalidate-categories';

export const renameSubcategory = ({ id, name }: { id: number } & CategoryNameInput) =>
  apiFetch<AdminSubcategory>(`/api/admin/subcategories/${id}`, { method: 'PUT', json: { name } satisfies CategoryNameInput });

export const useRenameSubcategory = () => useCategoryMutation(renameSubcategory);
