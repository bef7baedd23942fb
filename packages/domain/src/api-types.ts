import type { ItemType, OrderStatus } from './constants.js';

/** JSON shapes of the API (ARCHITECTURE §4). Money here is rupees. */
export interface PriceEntry {
  label: string;
  price: number;
}

export interface Product {
  id: number;
  name: string;
  price: number;
  priceUnit: string;
  categoryId: number;
  subCategoryId: number;
  itemType: ItemType;
  thumbnail: string;
  description: string;
  discount: number;
  prices: PriceEntry[];
  isAvailable: boolean;
  featured: boolean;
}

export interface Category {
  id: number;
  name: string;
}

export interface Subcategory {
  id: number;
  name: string;
  categoryId: number;
}

export interface Catalogue {
  categories: Category[];
  subcategories: Subcategory[];
  items: Product[];
}

export interface ProductSummary {
  id: number;
  name: string;
  price: number;
  isAvailable: boolean;
}

export interface LoginResponse {
  token: string;
  email: string;
}

export interface PlaceOrderResponse {
  id: number;
  accessKey: string;
}

/** The success-page order (SPEC §3) plus its status. */
export interface OrderView {
  id: number;
  customerName: string;
  customerMobile: string;
  orderDate: string;
  orderStatus: OrderStatus;
  products: { name: string; quantity: number; variant: string; price: number }[];
  itemsTotal: number;
}

/** The back-office order (SPEC §3). */
export interface AdminOrder {
  id: number;
  customerName: string;
  customerMobile: string;
  orderDate: string;
  orderStatus: OrderStatus;
  items: { id: number | null; name: string; variant: string; quantity: number; price: number }[];
  orderTotal: number;
}

export interface ContactResponse {
  message: string;
}
