import type { Catalogue } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nameSource } from '../../i18n/hindi-names';
import { apiFetch } from '../api-client';

/** Query keys of the catalogue; product and category writes invalidate `catalogueKeys.all`. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
};

export async function getCatalogue(signal?: AbortSignal): Promise<Catalogue> {
  const catalogue = await apiFetch<Catalogue>('/api/catalogue', { signal });
  // A Hindi page names these in the server's sentences by their Hindi names ("only 2 left of …").
  nameSource('catalogue', () => [...catalogue.items, ...catalogue.categories, ...catalogue.subcategories]);
  return catalogue;
}

/** How long a catalogue read (and an item read with it) is shown without asking again. */
export const CATALOGUE_FRESH_MS = 60_000;

export const catalogueQueryOptions = queryOptions({
  queryKey: catalogueKeys.all,
  queryFn: ({ signal }) => getCatalogue(signal),
  staleTime: CATALOGUE_FRESH_MS,
});

/** Categories, subcategories and every item (unavailable ones included), shared by storefront and back office. */
export function useCatalogue() {
  return useQuery(catalogueQueryOptions);
}
