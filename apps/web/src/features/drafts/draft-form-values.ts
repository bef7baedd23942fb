import { DEFAULT_DESCRIPTION, DEFAULT_THUMBNAIL, type ItemType } from '@halwai/domain';
import type { Draft } from './drafts-storage';

/** What the draft form holds: text as typed, so a half-typed price is still shown. */
export interface DraftFormValues {
  name: string;
  thumbnail: string;
  categoryId: string;
  subcategoryId: string;
  itemType: ItemType | '';
  description: string;
  isAvailable: boolean;
  prices: { label: string; price: string }[];
}

/** A blank draft; the thumbnail is the shop logo as a full URL, since a draft's thumbnail must be a valid URL. */
export function emptyDraftForm(origin: string): DraftFormValues {
  return {
    name: '',
    thumbnail: new URL(DEFAULT_THUMBNAIL, origin).href,
    categoryId: '',
    subcategoryId: '',
    itemType: '',
    description: DEFAULT_DESCRIPTION,
    isAvailable: true,
    prices: [{ label: '', price: '' }],
  };
}

export function draftToFormValues(draft: Draft): DraftFormValues {
  return {
    name: draft.name,
    thumbnail: draft.thumbnail,
    categoryId: String(draft.categoryId),
    subcategoryId: String(draft.subcategoryId),
    itemType: draft.itemType,
    description: draft.description,
    isAvailable: draft.isAvailable,
    prices: draft.prices.map((p) => ({ label: p.label, price: String(p.price) })),
  };
}

/** The shop's own pictures are stored as paths, so a published product does not depend on the address it was drafted at. */
function shopPath(url: string, origin: string): string {
  const parsed = new URL(url);
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : url;
}

/**
 * The JSON body of POST /api/products for a draft. A draft has no price or unit of its own, so the
 * first price entry supplies both (e.g. "500 g" at ₹260).
 */
export function toPublishBody(draft: Draft, origin: string) {
  const first = draft.prices[0];
  return {
    name: draft.name,
    categoryId: draft.categoryId,
    subCategoryId: draft.subcategoryId,
    price: first?.price ?? 0,
    priceUnit: first?.label ?? '',
    thumbnail: shopPath(draft.thumbnail, origin),
    itemType: draft.itemType,
    description: draft.description,
    isAvailable: draft.isAvailable,
    featured: false,
    discount: 0,
    prices: draft.prices,
  };
}
