import {
  DEFAULT_DESCRIPTION,
  DEFAULT_DESCRIPTION_HI,
  DEFAULT_THUMBNAIL,
  ITEM_TYPES,
  MAX_UPLOAD_BYTES,
  preorderInputSchema,
  MESSAGES,
  productFormSchema,
  productPrice,
  productPriceUnit,
  type Category,
  type ItemType,
  type StaffProduct,
  type Subcategory,
} from '@halwai/domain';
import { z } from 'zod';
import { nextSubcategoryId } from '../../../lib/admin-ui/subcategory-choice';
import { emptyFoodForm, foodFormSchema, foodToFormValues, type FoodFormValues } from './food-form-values';
import { assortmentFormSchema, assortmentToFormValues, emptyAssortmentForm, type AssortmentFormValues } from './assortment-form-values';

/**
 * What the product form holds: text as typed (numbers too), so a half-typed price is still shown. No
 * price or price unit of its own: the product's are its first price entry's price and label
 * (`productPrice`, `productPriceUnit`), so "₹150 / 250 g" is always one pack's.
 */
export interface ProductFormValues {
  name: string;
  /** Blank: none (Hindi pages show the English). */
  nameHi: string;
  categoryId: string;
  subCategoryId: string;
  itemType: ItemType | '';
  thumbnail: string;
  thumbnailFile: File | null;
  description: string;
  descriptionHi: string;
  searchWords: string;
  discount: string;
  isAvailable: boolean;
  featured: boolean;
  /** `stockUnits` blank: read from a by-kilo label, else 1. `barcode` blank: none. */
  prices: { label: string; price: string; stockUnits: string; barcode: string }[];
  /** What the counter's scanner reads for the item; blank: none. */
  barcode: string;
  /** Rupees a kilo costs at the counter, by-kilo items only; blank: a 1 kg pack prices it. */
  pricePerKg: string;
  /** The food label, field by field; all blank: none. */
  food: FoodFormValues;
  /** Blank: the category's. */
  hsn: string;
  gstRate: string;
  /** A pre-order's first and last day (YYYY-MM-DD); from blank: an ordinary product, until blank: no end. */
  preorder: { from: string; until: string };
  /** A gift box the customer fills; off: an ordinary product. */
  assortment: AssortmentFormValues;
}

/** The browser's own check of a chosen picture (the server checks the bytes again). Null when it is fine. */
export function thumbnailFileProblem(file: File): string | null {
  if (!file.type) return MESSAGES.invalidFile;
  if (!file.type.startsWith('image/')) return MESSAGES.fileMustBeImage;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.imageTooLarge;
  return null;
}

const thumbnailFileSchema = z
  .custom<File | null>((value) => value === null || value instanceof File, { error: MESSAGES.invalidFile })
  .superRefine((file, ctx) => {
    const problem = file && thumbnailFileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The server's product rules (same messages) but the price and its unit, which are sent as the first entry's, plus the check of the chosen picture. */
/** The two date fields as the server's pre-order: both blank is none; otherwise the server's rule and words. */
const preorderFormSchema = z
  .object({ from: z.string(), until: z.string() })
  .transform(({ from, until }): z.input<typeof preorderInputSchema> | null => (from.trim() || until.trim() ? { from: from.trim(), until: until.trim() } : null))
  .pipe(preorderInputSchema.nullable());

export const productFormValuesSchema = productFormSchema
  .omit({ price: true, priceUnit: true })
  .extend({ thumbnailFile: thumbnailFileSchema, food: foodFormSchema, preorder: preorderFormSchema, assortment: assortmentFormSchema });
export type ProductFormOutput = z.output<typeof productFormValuesSchema>;

/** A new row of the price list: every field blank. */
export const emptyPriceEntry = (): ProductFormValues['prices'][number] => ({ label: '', price: '', stockUnits: '', barcode: '' });

/** A new product: the first category and its first subcategory, the shop logo, available, one empty price entry. */
export function emptyProductForm(categories: readonly Category[], subcategories: readonly Subcategory[]): ProductFormValues {
  const categoryId = categories[0] ? String(categories[0].id) : '';
  return {
    name: '',
    nameHi: '',
    categoryId,
    subCategoryId: nextSubcategoryId(categoryId, '', subcategories),
    itemType: ITEM_TYPES[0],
    thumbnail: DEFAULT_THUMBNAIL,
    thumbnailFile: null,
    // Each language's field starts in its own words: no English sentence where Hindi is asked for.
    description: DEFAULT_DESCRIPTION,
    descriptionHi: DEFAULT_DESCRIPTION_HI,
    searchWords: '',
    discount: '0',
    isAvailable: true,
    featured: false,
    prices: [emptyPriceEntry()],
    barcode: '',
    pricePerKg: '',
    food: emptyFoodForm(),
    hsn: '',
    gstRate: '',
    preorder: { from: '', until: '' },
    assortment: emptyAssortmentForm(),
  };
}

/** The edit form filled in from the product as the server holds it. */
export function productToFormValues(product: StaffProduct): ProductFormValues {
  return {
    name: product.name,
    nameHi: product.nameHi ?? '',
    categoryId: String(product.categoryId),
    subCategoryId: String(product.subCategoryId),
    itemType: product.itemType,
    thumbnail: product.thumbnail,
    thumbnailFile: null,
    description: product.description,
    descriptionHi: product.descriptionHi ?? '',
    searchWords: product.searchWords,
    discount: String(product.discount),
    isAvailable: product.isAvailable,
    featured: product.featured,
    prices: product.prices.map((entry) => ({
      label: entry.label,
      price: String(entry.price),
      stockUnits: entry.stockUnits == null ? '' : String(entry.stockUnits),
      barcode: entry.barcode ?? '',
    })),
    barcode: product.barcode ?? '',
    pricePerKg: product.pricePerKg == null ? '' : String(product.pricePerKg),
    food: foodToFormValues(product.food),
    hsn: product.hsn ?? '',
    gstRate: product.gstRate === null ? '' : String(product.gstRate),
    preorder: { from: product.preorder?.from ?? '', until: product.preorder?.until ?? '' },
    assortment: assortmentToFormValues(product.assortment),
  };
}

/** The spec's multipart body of POST /api/products and, with `id`, of PUT /update-product; its price and unit are the first entry's. */
export function toProductFormData(values: ProductFormOutput, id?: number): FormData {
  const data = new FormData();
  if (id !== undefined) data.set('id', String(id));
  data.set('name', values.name);
  data.set('categoryId', String(values.categoryId));
  data.set('subCategoryId', String(values.subCategoryId));
  data.set('price', String(productPrice(values.prices)));
  // The headline's unit is the first entry's label; sent for clients of the spec's form that read it.
  data.set('priceUnit', productPriceUnit(values.prices));
  data.set('thumbnail', values.thumbnail);
  data.set('isAvailable', String(values.isAvailable));
  data.set('featured', String(values.featured));
  data.set('itemType', values.itemType);
  data.set('description', values.description);
  data.set('searchWords', values.searchWords);
  // Always sent: blank clears a Hindi name or description staff emptied.
  data.set('nameHi', values.nameHi ?? '');
  data.set('descriptionHi', values.descriptionHi ?? '');
  data.set('discount', String(values.discount));
  // A pack's stock share only when set, so the list reads as the spec's otherwise; its barcode always
  // (null clears it), as the item's: the form shows them all.
  data.set(
    'prices',
    JSON.stringify(values.prices.map(({ stockUnits, barcode, ...entry }) => ({ ...entry, ...(stockUnits != null && { stockUnits }), barcode: barcode ?? null }))),
  );
  data.set('barcode', values.barcode ?? '');
  // Only a by-kilo item has one; for others the field is hidden and blank clears what was kept.
  data.set('pricePerKg', values.itemType === 'ByKilo' && values.pricePerKg != null ? String(values.pricePerKg) : '');
  // Blank clears: the food label, and the HSN code and rate (then the category's).
  data.set('food', values.food ? JSON.stringify(values.food) : '');
  data.set('hsn', values.hsn ?? '');
  data.set('gstRate', values.gstRate === null || values.gstRate === undefined ? '' : String(values.gstRate));
  // Blank: not a pre-order (any it was is cleared).
  data.set('preorder', values.preorder ? JSON.stringify(values.preorder) : '');
  // Blank makes it an ordinary product again.
  data.set('assortment', values.assortment ? JSON.stringify(values.assortment) : '');
  if (values.thumbnailFile) data.set('thumbnailFile', values.thumbnailFile);
  return data;
}

const FIELD_NAMES = new Set<string>(Object.keys(productFormValuesSchema.shape));
const PRICE_ENTRY_FIELD = /^prices\.\d+\.(label|price|stockUnits|barcode)$/;
const FOOD_FIELD = /^food\.(diet|allergens|ingredients|ingredientsHi|shelfLifeDays|storage|storageHi|netQuantity|nutrition\.\w+)$/;

const PREORDER_FIELD = /^preorder\.(from|until)$/;
const ASSORTMENT_FIELD = /^assortment\.(pick|from|portion|pricing)$/;

/** Whether a server field error (`price`, `prices.0.price`, `thumbnailFile`…) names a field of this form. */
export const isProductField = (name: string) =>
  FIELD_NAMES.has(name) ||
  PRICE_ENTRY_FIELD.test(name) ||
  FOOD_FIELD.test(name) ||
  PREORDER_FIELD.test(name) ||
  ASSORTMENT_FIELD.test(name);
