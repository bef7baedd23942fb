import type { Product } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useProductMutation } from './invalidate-products';

/** `formData` carries the product's `id` with the same fields as a create; see `toProductFormData`. */
export const updateProduct = (formData: FormData) => apiFetch<Product>('/update-product', { method: 'PUT', formData });

export const useUpdateProduct = () => useProductMutation(updateProduct);
