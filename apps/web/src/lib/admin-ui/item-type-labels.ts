import type { ItemType } from '@halwai/domain';

/** Where the words for each item type are (the `admin` namespace): the product and drafts forms say it in words. */
export const ITEM_TYPE_LABEL_KEYS = {
  ByKilo: 'itemTypes.ByKilo',
  ByPackets: 'itemTypes.ByPackets',
  ByPieces: 'itemTypes.ByPieces',
} as const satisfies Record<ItemType, string>;

