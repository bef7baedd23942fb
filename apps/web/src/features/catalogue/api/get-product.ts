import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Catalogue, Product } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/api/get-catalogue';

export const getProduct = (id: string, signal?: AbortSignal) =>
  apiFetch<Product>(`/get-product/${encodeURIComponent(id)}`, { signal });

/** One item by id; a catalogue already loaded shows it at once while the item is re-read. */
export const productQueryOptions = (id: string, queryClient: QueryClient) =>
  queryOptions<Product, Error, Product, string[]>({
    queryKey: [...catalogueKeys.all, 'product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    placeholderData: (): Product | undefined =>
      queryClient.getQueryData<Catalogue>(catalogueKeys.all)?.items.find((item) => String(item.id) === id),
  });

export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery(productQueryOptions(id, queryClient));
}
