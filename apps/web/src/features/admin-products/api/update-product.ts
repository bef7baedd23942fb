import type { Product } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateProducts } from './invalidate-products';

/** `formData` carries the product's `id` with the same fields as a create; see `toProductFormData`. */
export const updateProduct = (formData: FormData) => apiFetch<Product>('/update-product', { method: 'PUT', formData });

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => invalidateProducts(queryClient),
  });
}
