import { create } from 'xmlbuilder2';
import { feedPrice, GOOGLE_FOOD_CATEGORY, type FeedItem } from './feed-items.js';

/** Google Merchant Center's product data namespace. */
export const GOOGLE_NS = 'http://base.google.com/ns/1.0';

// XML 1.0 has no place for most control characters: a stray one pasted by staff is dropped, not a broken feed.
// eslint-disable-next-line no-control-regex -- the regular expression is XML's own list of characters
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (text: string) => text.replace(NOT_XML, '');

/**
 * The items as an RSS 2.0 feed in Google's product data format. xmlbuilder2 writes the document, so
 * whatever staff typed in a name or description (`<`, `&`, quotes) is escaped as XML text.
 */
export function googleFeed(items: readonly FeedItem[], shop: { name: string; origin: string }): string {
  const channel = create({ version: '1.0', encoding: 'UTF-8' })
    .ele('rss', { version: '2.0', 'xmlns:g': GOOGLE_NS })
    .ele('channel');
  channel.ele('title').txt(xmlText(shop.name));
  channel.ele('link').txt(`${shop.origin}/`);
  channel.ele('description').txt(xmlText(`${shop.name}: every item and pack`));
  for (const item of items) {
    const entry = channel.ele('item');
    const g = (name: string, value: string) => entry.ele(GOOGLE_NS, `g:${name}`).txt(xmlText(value));
    g('id', item.id);
    g('item_group_id', item.groupId);
    entry.ele('title').txt(xmlText(item.title));
    entry.ele('description').txt(xmlText(item.description));
    entry.ele('link').txt(item.link);
    g('image_link', item.imageLink);
    g('price', feedPrice(item.price));
    if (item.salePrice !== null) g('sale_price', feedPrice(item.salePrice));
    g('availability', item.availability);
    if (item.availability === 'preorder' && item.availableFrom) g('availability_date', item.availableFrom);
    g('condition', 'new');
    g('brand', shop.name);
    g('google_product_category', GOOGLE_FOOD_CATEGORY);
    if (item.gtin) g('gtin', item.gtin);
    else g('identifier_exists', 'no');
  }
  return channel.end({ prettyPrint: true }) + '\n';
}
