import type { Catalogue } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** Query keys of the catalogue; product and category writes invalidate `catalogueKeys.all`. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
};

export const getCatalogue = (signal?: AbortSignal) => apiFetch<Catalogue>('/api/catalogue', { signal });

export const catalogueQueryOptions = queryOptions({
  queryKey: catalogueKeys.all,
  queryFn: ({ signal }) => getCatalogue(signal),
  staleTime: 60_000,
});

/** Categories, subcategories and every item (unavailable ones included), shared by storefront and back office. */
export function useCatalogue() {
  return useQuery(catalogueQueryOptions);
}
