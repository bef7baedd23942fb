import type { StaffProduct } from '@halwai/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { productKeys } from './product-keys';

/** `GET /api/admin/products/{id}`: the product as staff edit it, with its barcodes and price per kg. */
export const getStaffProduct = (id: number, signal?: AbortSignal) => apiFetch<StaffProduct>(`/api/admin/products/${id}`, { signal });

/** Re-read whenever the edit form opens: it starts from what the server holds now. */
export const staffProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.staff(id),
    queryFn: ({ signal }) => getStaffProduct(id, signal),
    staleTime: 0,
  });
