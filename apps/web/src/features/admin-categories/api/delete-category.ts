import { apiFetch } from '../../../lib/api-client';
import { useCategoryMutation } from './invalidate-categories';

/** Refused (409) while products or subcategories use the category; the message says how many. */
export const deleteCategory = (id: number) => apiFetch<void>(`/api/admin/categories/${id}`, { method: 'DELETE' });

export const useDeleteCategory = () => useCategoryMutation(deleteCategory);
