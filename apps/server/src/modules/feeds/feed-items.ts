import {
  isMediaPicture,
  normaliseItemType,
  packShareMilli,
  paiseToRupees,
  priceBeforeDiscount,
  rupeesToPaise,
  toStockMilli,
  type Paise,
  type Product,
} from '@halwai/domain';

/** Google's and Meta's smallest picture for a product: 500 × 500 px. */
export const FEED_PICTURE_MIN_PX = 500;

/**
 * Google's product category for everything the shop sells: "Food, Beverages & Tobacco > Food Items"
 * (422 in Google's taxonomy). Sweets, snacks and groceries all sit under it; a finer one per category
 * would need staff to choose it.
 */
export const GOOGLE_FOOD_CATEGORY = '422';

export type FeedAvailability = 'in_stock' | 'out_of_stock' | 'preorder';

/** A product's pre-order window, as products carry it once pre-orders exist: taken from `from`, until `until` if set. */
export interface PreorderWindow {
  from: string;
  until?: string | null;
}

/**
 * What a feed says of a pack: `preorder` while the product takes pre-orders (its window not over), else
 * `in_stock` only when customers can order it now (switched on, and its counted stock makes the pack),
 * else `out_of_stock`. A switched-off or sold-out item is never `in_stock`.
 * `feedAvailability({ orderable: false, preorder: { from: '2026-12-20' } }, now)` is 'preorder'.
 */
export function feedAvailability(pack: { orderable: boolean; preorder?: PreorderWindow | null }, now: Date): FeedAvailability {
  const preorder = pack.preorder;
  if (preorder && (!preorder.until || Date.parse(preorder.until) >= now.getTime())) return 'preorder';
  return pack.orderable ? 'in_stock' : 'out_of_stock';
}

/** One line of a feed: a pack of a product. */
export interface FeedItem {
  /** Stable: the product and the pack (`12-500g`). */
  id: string;
  groupId: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  /** Before the discount when there is one, else what is charged. */
  price: Paise;
  /** What is charged, when a discount makes it less than `price`. */
  salePrice: Paise | null;
  availability: FeedAvailability;
  /** The pack's GTIN (a valid EAN/UPC barcode), else null. */
  gtin: string | null;
  /** When the pre-order window opens (ISO), for Google's availability date. */
  availableFrom: string | null;
}

/** `300.00 INR`, as Google and Meta write a price. */
export const feedPrice = (amount: Paise) => `${paiseToRupees(amount).toFixed(2)} INR`;

/** A barcode Google takes as a GTIN: 8, 12, 13 or 14 digits with a right check digit. */
export function isGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, d, i) => total + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** The pack's part of an item id: its label's letters and digits (`500 g` → `500g`), else its place. */
function packKeys(labels: readonly string[]): string[] {
  const keys = labels.map((label, i) => label.toLowerCase().replace(/[^a-z0-9]+/g, '') || `p${i + 1}`);
  return keys.map((key, i) => (keys.indexOf(key) === i ? key : `${key}-${i + 1}`));
}

export interface FeedInputs {
  origin: string;
  /** The stored picture id → its size (`media.sizes`). */
  pictureSizes: ReadonlyMap<string, { width: number; height: number }>;
  /** product id → pack label → barcode; '' the product's own barcode. */
  barcodes: ReadonlyMap<number, ReadonlyMap<string, string>>;
  now: Date;
}

const mediaIdOf = (thumbnail: string) => /^\/media\/([0-9a-f]{32})\.webp$/i.exec(thumbnail)?.[1]?.toLowerCase() ?? null;

/**
 * The picture a feed can show: a stored picture whose longer side is at least 500 px, as its square JPEG
 * (`/media/{id}.jpg`, framed on white to at least 500 × 500 px, never enlarged); else null.
 */
export function feedPicture(thumbnail: string, inputs: Pick<FeedInputs, 'origin' | 'pictureSizes'>): string | null {
  if (!isMediaPicture(thumbnail)) return null;
  const id = mediaIdOf(thumbnail)!;
  const size = inputs.pictureSizes.get(id);
  if (!size || Math.max(size.width, size.height) < FEED_PICTURE_MIN_PX) return null;
  return `${inputs.origin}/media/${id}.jpg`;
}

/** The stored pictures the products show, to ask their sizes. */
export const pictureIds = (items: readonly Product[]) => [...new Set(items.map((i) => mediaIdOf(i.thumbnail)).filter((id) => id !== null))];

/**
 * The feeds' lines, one per pack of each product in catalogue order. A product without a picture a
 * feed takes (a stored one at least 500 px on its longer side) is left out of both feeds: Google and
 * Meta refuse an item without one, and the shop's logo is neither a JPEG nor that size.
 */
export function feedItems(items: readonly (Product & { preorder?: PreorderWindow | null })[], inputs: FeedInputs): FeedItem[] {
  const lines: FeedItem[] = [];
  for (const product of items) {
    const imageLink = feedPicture(product.thumbnail, inputs);
    if (imageLink === null) continue;
    const itemType = normaliseItemType(product.itemType) ?? 'ByPieces';
    const keys = packKeys(product.prices.map((p) => p.label));
    const barcodes = inputs.barcodes.get(product.id);
    product.prices.forEach((pack, i) => {
      const charged = rupeesToPaise(pack.price);
      const before = priceBeforeDiscount(charged, product.discount);
      const share = packShareMilli(pack, itemType);
      const orderable = product.isAvailable && (product.stock == null || toStockMilli(product.stock) >= share);
      const barcode = barcodes?.get(pack.label) ?? (product.prices.length === 1 ? barcodes?.get('') : undefined);
      lines.push({
        id: `${product.id}-${keys[i]}`,
        groupId: String(product.id),
        title: `${product.name} (${pack.label})`,
        description: product.description.trim() || product.name,
        link: `${inputs.origin}/product/${product.id}`,
        imageLink,
        price: before ?? charged,
        salePrice: before === null ? null : charged,
        availability: feedAvailability({ orderable, preorder: product.preorder }, inputs.now),
        gtin: barcode && isGtin(barcode) ? barcode : null,
        availableFrom: product.preorder?.from ?? null,
      });
    });
  }
  return lines;
}
