import type { AdminCategory } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

export const getCategories = (signal?: AbortSignal) => apiFetch<AdminCategory[]>('/api/admin/categories', { signal });

export const categoriesQueryOptions = queryOptions({
  queryKey: categoryKeys.all,
  queryFn: ({ signal }) => getCategories(signal),
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
