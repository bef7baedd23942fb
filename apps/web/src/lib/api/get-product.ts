import type { Catalogue, Product } from '@halwai/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { useChosenOutletId } from '../outlet-choice';
import { CATALOGUE_FRESH_MS, catalogueKeys, catalogueQueryOptionsFor } from './get-catalogue';

/**
 * `GET /get-product/{id}[?outlet=]`; text that cannot name a product answers 404 like an unknown id.
 * At an outlet, its stock and availability are that outlet's, as its catalogue shows them.
 */
export const getProduct = (id: string | number, signal?: AbortSignal, outletId: number | null = null) =>
  apiFetch<Product>(`/get-product/${encodeURIComponent(String(id))}${outletId === null ? '' : `?outlet=${outletId}`}`, { signal });

/**
 * One product, under the catalogue's key so every product or category write reads it again. It is
 * re-read whenever it is shown: the edit form starts from what the server holds now. Each outlet's
 * copy is kept apart, as its catalogue is; null: the whole shop's, as before outlets.
 */
export const productQueryOptions = (id: string | number, outletId: number | null = null) =>
  queryOptions({
    queryKey: outletId === null ? [...catalogueKeys.all, 'product', String(id)] : [...catalogueKeys.all, 'product', String(id), 'outlet', outletId],
    queryFn: ({ signal }) => getProduct(id, signal, outletId),
    staleTime: 0,
  });

/**
 * One item for the shop, as the customer's chosen outlet has it; the catalogue of that outlet, already
 * loaded, shows it at once while the item is read. The shop holds an item as fresh as the catalogue it
 * came with, so the answer that came with the page is not asked for again as the page shows it.
 */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  const outletId = useChosenOutletId();
  return useQuery({
    ...productQueryOptions(id, outletId),
    staleTime: CATALOGUE_FRESH_MS,
    placeholderData: () =>
      queryClient.getQueryData<Catalogue>(catalogueQueryOptionsFor(outletId).queryKey)?.items.find((item) => String(item.id) === id),
  });
}
