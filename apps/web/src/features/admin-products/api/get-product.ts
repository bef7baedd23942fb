import type { Product } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export const getProduct = (id: number, signal?: AbortSignal) => apiFetch<Product>(`/get-product/${id}`, { signal });

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // The edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
