import type { AdminSubcategory, CategoryNameInput } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCategories } from './invalidate-categories';

export const renameSubcategory = ({ id, name }: { id: number } & CategoryNameInput) =>
  apiFetch<AdminSubcategory>(`/api/admin/subcategories/${id}`, { method: 'PUT', json: { name } satisfies CategoryNameInput });

export function useRenameSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSubcategory,
    onSuccess: () => invalidateCategories(queryClient),
  });
}
