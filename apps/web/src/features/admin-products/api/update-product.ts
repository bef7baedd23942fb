import type { StaffProduct } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useProductMutation } from './invalidate-products';

/** `formData` carries the product's `id` with the same fields as a create; see `toProductFormData`. */
export const updateProduct = (formData: FormData) => apiFetch<StaffProduct>('/update-product', { method: 'PUT', formData });

export const useUpdateProduct = () => useProductMutation(updateProduct);
