import type { CreditNote } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/counter/credit-notes/{id}`: a credit note for its printed receipt. */
export function useCreditNote(id: string) {
  return useQuery({
    queryKey: ['counter', 'credit-note', id],
    queryFn: ({ signal }) => apiFetch<CreditNote>(`/api/counter/credit-notes/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}
