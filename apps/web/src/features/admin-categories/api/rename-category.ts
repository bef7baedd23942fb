import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AdminCategory } from './category-keys';
import { invalidateCategories } from './invalidate-categories';

export const renameCategory = ({ id, name }: { id: number; name: string }) =>
  apiFetch<AdminCategory>(`/api/admin/categories/${id}`, { method: 'PUT', json: { name } });

export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: () => invalidateCategories(queryClient),
  });
}
