import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CounterOfferCheckRequest, OfferCheckResponse } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/counter/offer-check`: the saving an offer code gives on the bill, reckoned by the server as
 * the sale will reckon it; a broken rule is an ApiError with `errors.offerCode`.
 */
export const checkCounterOffer = (request: CounterOfferCheckRequest, signal?: AbortSignal) =>
  apiFetch<OfferCheckResponse>('/api/counter/offer-check', { json: request, signal });

/** The code's saving on the bill, asked again whenever the lines change; off while no code is typed. */
export function useCounterOfferCheck(request: CounterOfferCheckRequest | null) {
  return useQuery({
    queryKey: ['counter', 'offer-check', request],
    queryFn: ({ signal }) => checkCounterOffer(request!, signal),
    enabled: request !== null && request.offerCode.trim() !== '' && request.lines.length > 0,
    retry: false,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
