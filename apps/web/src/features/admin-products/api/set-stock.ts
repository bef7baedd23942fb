import type { StockChange } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export const setStock = ({ id, ...change }: { id: number } & StockChange) =>
  apiFetch<{ id: number; stock: number | null }>(`/api/admin/products/${id}/stock`, { method: 'PUT', json: change });

/** The morning's batch, from the product list: the list reads the stock again. */
export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setStock, onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }) });
}
