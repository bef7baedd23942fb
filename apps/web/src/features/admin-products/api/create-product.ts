import type { Product } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateProducts } from './invalidate-products';

/** `formData` is the spec's multipart form (prices as JSON text, optional `thumbnailFile`); see `toProductFormData`. */
export const createProduct = (formData: FormData) => apiFetch<Product>('/api/products', { method: 'POST', formData });

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => invalidateProducts(queryClient),
  });
}
