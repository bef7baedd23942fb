import type { LowStockItem } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const getLowStock = (signal?: AbortSignal) => apiFetch<LowStockItem[]>('/api/admin/stock/low', { signal });

/** Counted products with 5 packs or fewer left, fewest first. */
export function useLowStock() {
  return useQuery({ queryKey: ['low-stock'], queryFn: ({ signal }) => getLowStock(signal), refetchInterval: 60_000 });
}
