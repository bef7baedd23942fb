import type { Offer, OfferInput } from '@halwai/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const offersKey = ['admin-offers'] as const;

export const offersQueryOptions = queryOptions({
  queryKey: offersKey,
  queryFn: ({ signal }) => apiFetch<Offer[]>('/api/admin/offers', { signal }),
});

/** Every offer code, newest first, with how many orders used each. */
export function useOffers() {
  return useQuery(offersQueryOptions);
}

export const saveOffer = ({ id, offer }: { id: number | null; offer: OfferInput }) =>
  id === null
    ? apiFetch<Offer>('/api/admin/offers', { method: 'POST', json: offer })
    : apiFetch<Offer>(`/api/admin/offers/${id}`, { method: 'PUT', json: offer });

export const deleteOffer = (id: number) => apiFetch<null>(`/api/admin/offers/${id}`, { method: 'DELETE' });

/** Adds or changes an offer; the list is read again. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOffer, onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }) });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOffer, onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }) });
}
