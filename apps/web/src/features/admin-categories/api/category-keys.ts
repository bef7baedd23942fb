export interface AdminSubcategory {
  id: number;
  name: string;
  categoryId: number;
  position: number;
  /** How many products sit in it; it can be deleted only at 0. */
  productCount: number;
}

/** A category as the back office sees it: with its subcategories and product counts. */
export interface AdminCategory {
  id: number;
  name: string;
  position: number;
  productCount: number;
  subcategories: AdminSubcategory[];
}

export const categoryKeys = {
  all: ['admin-categories'] as const,
};
