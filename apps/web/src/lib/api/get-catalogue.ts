import type { Catalogue } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nameSource } from '../../i18n/hindi-names';
import { apiFetch } from '../api-client';
import { useChosenOutletId } from '../outlet-choice';

/** Query keys of the catalogue; product and category writes invalidate `catalogueKeys.all`. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
};

export async function getCatalogue(signal?: AbortSignal, outletId: number | null = null): Promise<Catalogue> {
  const catalogue = await apiFetch<Catalogue>(outletId === null ? '/api/catalogue' : `/api/catalogue?outlet=${outletId}`, { signal });
  // A Hindi page names these in the server's sentences by their Hindi names ("only 2 left of …").
  nameSource('catalogue', () => [...catalogue.items, ...catalogue.categories, ...catalogue.subcategories]);
  return catalogue;
}

/** How long a catalogue read (and an item read with it) is shown without asking again. */
export const CATALOGUE_FRESH_MS = 60_000;

/** The catalogue as an outlet has it (its availability), each outlet's kept apart; null: the shop's first, as before outlets. */
export const catalogueQueryOptionsFor = (outletId: number | null) =>
  queryOptions({
    queryKey: outletId === null ? catalogueKeys.all : ([...catalogueKeys.all, 'outlet', outletId] as const),
    queryFn: ({ signal }) => getCatalogue(signal, outletId),
    staleTime: CATALOGUE_FRESH_MS,
  });

export const catalogueQueryOptions = catalogueQueryOptionsFor(null);

/** Categories, subcategories and every item (unavailable ones included), as the back office sees them. */
export function useCatalogue() {
  return useQuery(catalogueQueryOptions);
}

/** The catalogue a customer sees: in a shop with outlets, as their chosen outlet has it. */
export function useStorefrontCatalogue() {
  return useQuery(catalogueQueryOptionsFor(useChosenOutletId()));
}
