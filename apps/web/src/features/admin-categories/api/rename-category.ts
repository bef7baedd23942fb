import type { AdminCategory, CategoryNameInput } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCategories } from './invalidate-categories';

export const renameCategory = ({ id, name }: { id: number } & CategoryNameInput) =>
  apiFetch<AdminCategory>(`/api/admin/categories/${id}`, { method: 'PUT', json: { name } satisfies CategoryNameInput });

export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: () => invalidateCategories(queryClient),
  });
}
