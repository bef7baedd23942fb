import type { ItemType } from '@halwai/domain';

/** How staff read an item type: the product form, the drafts form and the drafts table say it in words. */
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  ByKilo: 'By kilo',
  ByPackets: 'By packets',
  ByPieces: 'By pieces',
};
