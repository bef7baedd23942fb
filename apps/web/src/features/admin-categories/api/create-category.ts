import type { AdminCategory, CategoryNameInput } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCategories } from './invalidate-categories';

export const createCategory = (name: string) => apiFetch<AdminCategory>('/api/admin/categories', { json: { name } satisfies CategoryNameInput });

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => invalidateCategories(queryClient),
  });
}
