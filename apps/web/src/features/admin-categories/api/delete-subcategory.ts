import { apiFetch } from '../../../lib/api-client';
import { useCategoryMutation } from './invalidate-categories';

/** Refused (409) while products use the subcategory; the message says how many. */
export const deleteSubcategory = (id: number) => apiFetch<void>(`/api/admin/subcategories/${id}`, { method: 'DELETE' });

export const useDeleteSubcategory = () => useCategoryMutation(deleteSubcategory);
