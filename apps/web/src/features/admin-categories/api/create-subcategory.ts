import type { AdminSubcategory, NewSubcategoryInput } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCategories } from './invalidate-categories';

export const createSubcategory = (input: NewSubcategoryInput) => apiFetch<AdminSubcategory>('/api/admin/subcategories', { json: input });

export function useCreateSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubcategory,
    onSuccess: () => invalidateCategories(queryClient),
  });
}
