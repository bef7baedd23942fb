import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCategories } from './invalidate-categories';

/** Refused (409) while products use the subcategory; the message says how many. */
export const deleteSubcategory = (id: number) => apiFetch<void>(`/api/admin/subcategories/${id}`, { method: 'DELETE' });

export function useDeleteSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubcategory,
    onSuccess: () => invalidateCategories(queryClient),
  });
}
