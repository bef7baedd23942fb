import type { AdminCategory, CategoryNameInput } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useCategoryMutation } from './invalidate-categories';

export const renameCategory = ({ id, name }: { id: number } & CategoryNameInput) =>
  apiFetch<AdminCategory>(`/api/admin/categories/${id}`, { method: 'PUT', json: { name } satisfies CategoryNameInput });

export const useRenameCategory = () => useCategoryMutation(renameCategory);
