import type { ProductionList } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/admin/reports/production?date=`: packs to make per item and variant for a shop day. */
export function useProductionList(date: string) {
  return useQuery({
    queryKey: ['production-list', date],
    queryFn: ({ signal }) =>
      apiFetch<ProductionList>(`/api/admin/reports/production?date=${encodeURIComponent(date)}`, { signal }),
    staleTime: 0,
  });
}
