import type { Catalogue, Product } from '@halwai/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { CATALOGUE_FRESH_MS, catalogueKeys } from './get-catalogue';

/** `GET /get-product/{id}`; text that cannot name a product answers 404 like an unknown id. */
export const getProduct = (id: string | number, signal?: AbortSignal) =>
  apiFetch<Product>(`/get-product/${encodeURIComponent(String(id))}`, { signal });

/**
 * One product, under the catalogue's key so every product or category write reads it again. It is
 * re-read whenever it is shown: the edit form starts from what the server holds now.
 */
export const productQueryOptions = (id: string | number) =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'product', String(id)],
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 0,
  });

/**
 * One item for the shop; a catalogue already loaded shows it at once while the item is read. The shop
 * holds an item as fresh as the catalogue it came with, so the answer that came with the page is not
 * asked for again as the page shows it.
 */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...productQueryOptions(id),
    staleTime: CATALOGUE_FRESH_MS,
    placeholderData: () => queryClient.getQueryData<Catalogue>(catalogueKeys.all)?.items.find((item) => String(item.id) === id),
  });
}
