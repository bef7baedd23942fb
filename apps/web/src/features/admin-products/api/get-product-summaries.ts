import type { ProductSummary } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export const getProductSummaries = (signal?: AbortSignal) =>
  apiFetch<ProductSummary[]>('/api/Items/GetProductDetails', { signal });

export const productSummariesQueryOptions = queryOptions({
  queryKey: productKeys.summaries(),
  queryFn: ({ signal }) => getProductSummaries(signal),
});

/** Every product's id, name, price and availability, for the product table. */
export function useProductSummaries() {
  return useQuery(productSummariesQueryOptions);
}
