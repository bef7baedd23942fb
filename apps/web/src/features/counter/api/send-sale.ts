import type { CounterSend, CounterSendRequest } from '@halwai/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/counter/sales/{id}/send`: the bill's invoice link to the customer's WhatsApp (else SMS). */
export function useSendSale(id: number) {
  return useMutation({
    mutationFn: (request: CounterSendRequest) => apiFetch<CounterSend>(`/api/counter/sales/${id}/send`, { json: request }),
  });
}
