import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCategories } from './invalidate-categories';

/** Refused (409) while products or subcategories use the category; the message says how many. */
export const deleteCategory = (id: number) => apiFetch<void>(`/api/admin/categories/${id}`, { method: 'DELETE' });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => invalidateCategories(queryClient),
  });
}
