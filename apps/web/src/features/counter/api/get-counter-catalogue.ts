import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_FRESH_MS, catalogueKeys, getCatalogue } from '../../../lib/api/get-catalogue';
import { readThrough } from '../offline/kept-data';

/**
 * The catalogue as the counter reads it: the storefront's, kept on the device so the counter sells on
 * when the server cannot be reached. Under the catalogue's key, so a product's change refreshes it too.
 */
export const counterCatalogueQueryOptions = queryOptions({
  queryKey: [...catalogueKeys.all, 'counter'] as const,
  queryFn: ({ signal }) => readThrough('catalogue', () => getCatalogue(signal)),
  staleTime: CATALOGUE_FRESH_MS,
  // Asked even when the browser says it is offline: the kept copy answers then.
  networkMode: 'always',
});

export const useCounterCatalogue = () => useQuery(counterCatalogueQueryOptions);
