import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AdminSubcategory } from './category-keys';
import { invalidateCategories } from './invalidate-categories';

export const createSubcategory = ({ categoryId, name }: { categoryId: number; name: string }) =>
  apiFetch<AdminSubcategory>('/api/admin/subcategories', { json: { categoryId, name } });

export function useCreateSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubcategory,
    onSuccess: () => invalidateCategories(queryClient),
  });
}
