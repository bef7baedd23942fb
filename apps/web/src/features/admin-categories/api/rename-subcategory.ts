import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AdminSubcategory } from './category-keys';
import { invalidateCategories } from './invalidate-categories';

export const renameSubcategory = ({ id, name }: { id: number; name: string }) =>
  apiFetch<AdminSubcategory>(`/api/admin/subcategories/${id}`, { method: 'PUT', json: { name } });

export function useRenameSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSubcategory,
    onSuccess: () => invalidateCategories(queryClient),
  });
}
