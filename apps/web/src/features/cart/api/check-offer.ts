import { useQuery } from '@tanstack/react-query';
import type { CartLine, OfferCheckResponse } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

export interface OfferCheckInput {
  offerCode: string;
  cartItems: readonly CartLine[];
  customerMobile?: string | undefined;
}

/** `POST /api/offers/check`: the saving a code gives on this cart; a broken rule is an ApiError with `errors.offerCode`. */
export const checkOffer = (input: OfferCheckInput) => apiFetch<OfferCheckResponse>('/api/offers/check', { json: input });

/** The applied code's saving, asked again whenever the cart changes; off while no code is applied. */
export function useOfferCheck(input: OfferCheckInput | null) {
  return useQuery({
    queryKey: ['offer-check', input],
    queryFn: () => checkOffer(input!),
    enabled: input !== null && input.cartItems.length > 0,
    retry: false,
    staleTime: 30_000,
  });
}
