import type { StockHistoryEntry } from '@halwai/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export const getStockHistory = (id: number, signal?: AbortSignal) =>
  apiFetch<StockHistoryEntry[]>(`/api/admin/products/${id}/stock-history`, { signal });

/** Every change of a product's stock, newest first; read while its dialog is open. */
export function useStockHistory(id: number | null) {
  return useQuery({
    queryKey: [...productKeys.all, 'stock-history', id],
    queryFn: ({ signal }) => getStockHistory(id!, signal),
    enabled: id !== null,
  });
}
