import type { Catalogue, Product, StaffProduct } from '@halwai/domain';

/** An item with plain defaults; tests name what matters to them. */
export const product = (overrides: Partial<Product> & Pick<Product, 'id' | 'name'>): Product => ({
  price: 400,
  priceUnit: '1 kg',
  categoryId: 1,
  subCategoryId: 10,
  itemType: 'ByKilo',
  thumbnail: '/media/x.webp',
  description: 'Fresh',
  searchWords: '',
  discount: 0,
  prices: [{ label: '1 kg', price: 400 }],
  isAvailable: true,
  featured: false,
  food: null,
  hsn: null,
  gstRate: null,
  ...overrides,
});

/** An item as staff read it: no barcodes and no price per kg unless a test gives them. */
export const staffProduct = (overrides: Partial<StaffProduct> & Pick<StaffProduct, 'id' | 'name'>): StaffProduct => {
  const { prices, ...rest } = product(overrides);
  return { ...rest, barcode: null, pricePerKg: null, prices: prices.map((p) => ({ barcode: null, ...p })), ...overrides };
};

/** A small catalogue (two categories, three subcategories, one item unavailable) for component tests. */
export const sampleCatalogue = (): Catalogue => ({
  categories: [
    { id: 1, name: 'Sweets' },
    { id: 2, name: 'Namkeen' },
  ],
  subcategories: [
    { id: 10, name: 'Barfi', categoryId: 1 },
    { id: 11, name: 'Laddoo', categoryId: 1 },
    { id: 20, name: 'Bhujia', categoryId: 2 },
  ],
  items: [
    product({ id: 1, name: 'Kaju Katli', subCategoryId: 10, discount: 10 }),
    product({ id: 2, name: 'Besan Laddoo', subCategoryId: 11 }),
    product({ id: 3, name: 'Aloo Bhujia', categoryId: 2, subCategoryId: 20, isAvailable: false }),
  ],
});
