import {
  fromStockMilli,
  foodSchema,
  normaliseItemType,
  packShareMilli,
  toStockMilli,
  type Food,
  type ProductSummary,
  paise,
  paiseToRupees,
  productPrice,
  productPriceUnit,
  rupeesToPaise,
  type ItemType,
  type Product,
  type ProductForm,
  type StaffProduct,
} from '@halwai/domain';
import type { ProductRow } from '../../db/schema.js';
import { assortmentColumn, storedAssortment } from './products.assortment.js';
import type { PriceColumns, ProductColumns } from './products.repository.js';
import { foodAndTaxColumns } from '../../db/product-columns.js';

/** The one place rows become API JSON: snake_case → camelCase, paise → rupees, 0/1 → booleans. */
export function toProduct(row: ProductRow, prices: readonly PriceColumns[]): Product {
  return {
    id: row.id,
    name: row.name,
    price: paiseToRupees(paise(row.price_paise)),
    // The first pack's own label: every write stores it so, and migration 022 mended older rows.
    priceUnit: row.price_unit,
    categoryId: row.category_id,
    subCategoryId: row.sub_category_id,
    itemType: storedItemType(row.item_type),
    thumbnail: row.thumbnail,
    description: row.description,
    searchWords: row.search_words,
    discount: row.discount_percent,
    prices: prices.map((p) => ({
      label: p.label,
      price: paiseToRupees(paise(p.price_paise)),
      ...(p.stock_units_milli != null && { stockUnits: fromStockMilli(Number(p.stock_units_milli)) }),
    })),
    isAvailable: row.is_available === 1 && !soldOut(row, prices),
    featured: row.featured === 1,
    food: storedFood(row),
    hsn: row.hsn,
    gstRate: row.gst_rate === null ? null : Number(row.gst_rate),
    stock: stockOf(row),
    // Absent, not null, when staff gave none: the product's shape stays as it was for clients that know no Hindi.
    ...(row.name_hi !== null && { nameHi: row.name_hi }),
    ...(row.description_hi !== null && { descriptionHi: row.description_hi }),
    preorder: storedPreorder(row),
    // Absent on an ordinary product, as the Hindi name: the catalogue each shopper downloads stays as it was.
    ...withAssortment(row),
  };
}

/** Always answered, null for an ordinary product: the catalogue's `preorder` is what a product feed reads its availability from. */
const storedPreorder = (row: Pick<ProductRow, 'preorder_from' | 'preorder_until'>): Product['preorder'] =>
  row.preorder_from === null ? null : { from: row.preorder_from, ...(row.preorder_until !== null && { until: row.preorder_until }) };

/** A checked form's pre-order, by the rule of the Hindi columns: left out keeps, null clears. */
function preorderColumns(form: Pick<ProductForm, 'preorder'>): Partial<ProductColumns> {
  if (form.preorder === undefined) return {};
  return { preorder_from: form.preorder?.from ?? null, preorder_until: form.preorder?.until ?? null };
}

function withAssortment(row: Pick<ProductRow, 'assortment'>): Pick<Product, 'assortment'> {
  const assortment = storedAssortment(row.assortment);
  return assortment ? { assortment } : {};
}

/** …and as staff see it: with the barcodes the counter scans and the price per kg it weighs at. */
export function toStaffProduct(row: ProductRow, prices: readonly (PriceColumns & { barcode: string | null })[]): StaffProduct {
  const product = toProduct(row, prices);
  return {
    ...product,
    barcode: row.barcode,
    pricePerKg: row.price_per_kg_paise === null ? null : paiseToRupees(paise(row.price_per_kg_paise)),
    prices: product.prices.map((entry, i) => ({ ...entry, barcode: prices[i]!.barcode })),
  };
}

/** The label as stored (JSON and the shelf-life column); a hand-edited row that no longer reads as one gives null. */
function storedFood(row: Pick<ProductRow, 'food' | 'shelf_life_days'>): Food | null {
  if (row.food === null || row.shelf_life_days === null) return null;
  try {
    const parsed = foodSchema.safeParse({ ...(JSON.parse(row.food) as object), shelfLifeDays: Number(row.shelf_life_days) });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The Hindi name and description of a checked form, by the same rule: left out keeps, null clears. */
function hindiColumns(form: Pick<ProductForm, 'nameHi' | 'descriptionHi'>): Partial<ProductColumns> {
  return {
    ...(form.nameHi !== undefined && { name_hi: form.nameHi }),
    ...(form.descriptionHi !== undefined && { description_hi: form.descriptionHi }),
  };
}

/**
 * The item's barcode and price per kg, by the rule of the Hindi columns: left out keeps, null clears.
 * An item no longer sold by the kilo drops its price per kg.
 */
function counterColumns(form: Pick<ProductForm, 'barcode' | 'pricePerKg' | 'itemType'>): Partial<ProductColumns> {
  const pricePerKg = form.itemType !== 'ByKilo' ? null : form.pricePerKg;
  return {
    ...(form.barcode !== undefined && { barcode: form.barcode }),
    ...(pricePerKg !== undefined && { price_per_kg_paise: pricePerKg === null ? null : rupeesToPaise(pricePerKg) }),
  };
}

const stockOf = (row: Pick<ProductRow, 'stock_milli'>) => (row.stock_milli === null ? null : fromStockMilli(Number(row.stock_milli)));

/** Counted, and too little left for even the smallest pack: the storefront shows Sold out. */
function soldOut(row: ProductRow, prices: readonly PriceColumns[]): boolean {
  if (row.stock_milli === null) return false;
  const itemType = storedItemType(row.item_type);
  const smallest = Math.min(
    ...prices.map((p) => packShareMilli({ label: p.label, stockUnits: p.stock_units_milli == null ? null : fromStockMilli(Number(p.stock_units_milli)) }, itemType)),
  );
  return Number(row.stock_milli) < (Number.isFinite(smallest) ? smallest : 1);
}

export function toProductSummary(
  row: Pick<ProductRow, 'id' | 'name' | 'name_hi' | 'price_paise' | 'price_unit' | 'item_type' | 'is_available' | 'stock_milli'>,
): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    ...(row.name_hi !== null && { nameHi: row.name_hi }),
    price: paiseToRupees(paise(row.price_paise)),
    priceUnit: row.price_unit,
    itemType: storedItemType(row.item_type),
    isAvailable: row.is_available === 1,
    stock: stockOf(row),
  };
}

/**
 * …and the one place a checked form becomes columns. The stored price and its unit are the first price
 * entry's, whatever the form's `price` and `priceUnit` say, so the headline a card shows is what the cart charges for.
 */
export function toProductColumns(form: ProductForm, thumbnail: string): { columns: ProductColumns; prices: PriceColumns[] } {
  return {
    columns: {
      name: form.name,
      category_id: form.categoryId,
      sub_category_id: form.subCategoryId,
      price_paise: rupeesToPaise(productPrice(form.prices)),
      price_unit: productPriceUnit(form.prices),
      item_type: form.itemType,
      thumbnail,
      description: form.description,
      search_words: form.searchWords,
      discount_percent: form.discount,
      is_available: form.isAvailable ? 1 : 0,
      featured: form.featured ? 1 : 0,
      ...foodAndTaxColumns(form),
      ...hindiColumns(form),
      ...counterColumns(form),
      ...preorderColumns(form),
      ...assortmentColumn(form),
    },
    prices: form.prices.map((p) => ({
      label: p.label,
      price_paise: rupeesToPaise(p.price),
      stock_units_milli: p.stockUnits == null ? null : toStockMilli(p.stockUnits),
      // Left out (undefined): the service keeps the stored pack's barcode.
      barcode: p.barcode,
    })),
  };
}

/** Rows are written through the form schema, so this only guards a hand-edited database. */
function storedItemType(value: string): ItemType {
  return normaliseItemType(value) ?? 'ByPieces';
}
