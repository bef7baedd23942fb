import type { Catalogue, ProductSummary } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/api/get-catalogue';
import { invalidateProducts } from './invalidate-products';
import { productKeys } from './product-keys';

export const deleteProduct = (id: number) => apiFetch<void>(`/api/products/${id}`, { method: 'DELETE' });

/** Deletes a product and takes it out of the cached lists at once. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Catalogue>(
        catalogueKeys.all,
        (catalogue) => catalogue && { ...catalogue, items: catalogue.items.filter((item) => item.id !== id) },
      );
      queryClient.setQueryData<ProductSummary[]>(productKeys.summaries(), (summaries) => summaries?.filter((s) => s.id !== id));
      void invalidateProducts(queryClient);
    },
  });
}
