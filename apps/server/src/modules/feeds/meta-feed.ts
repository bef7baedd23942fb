import { csvLines } from '@halwai/domain';
import { feedPrice, type FeedAvailability, type FeedItem } from './feed-items.js';

/** The columns of Meta's catalogue data feed, in this order. */
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'sale_price',
  'item_group_id',
] as const;

/** Meta writes availability in words. */
const META_AVAILABILITY: Record<FeedAvailability, string> = { in_stock: 'in stock', out_of_stock: 'out of stock', preorder: 'preorder' };

/** The items as Meta's catalogue CSV (the WhatsApp Business catalogue), quoted as spreadsheets read it. */
export function metaFeed(items: readonly FeedItem[], shop: { name: string }): string {
  return csvLines(
    META_COLUMNS,
    items.map((item) => [
      item.id,
      item.title,
      item.description,
      META_AVAILABILITY[item.availability],
      'new',
      feedPrice(item.price),
      item.link,
      item.imageLink,
      shop.name,
      item.salePrice === null ? '' : feedPrice(item.salePrice),
      item.groupId,
    ]),
  );
}
