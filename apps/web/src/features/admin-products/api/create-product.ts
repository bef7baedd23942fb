import type { StaffProduct } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useProductMutation } from './invalidate-products';

/** `formData` is the spec's multipart form (prices as JSON text, optional `thumbnailFile`); see `toProductFormData`. */
export const createProduct = (formData: FormData) => apiFetch<StaffProduct>('/api/products', { method: 'POST', formData });

export const useCreateProduct = () => useProductMutation(createProduct);
