import type { Language, ShopInfo } from '@halwai/domain';

/**
 * The shop's hours in words for the footer and contact section, in the page's language, as the server
 * says them (`GET /api/shop`): no rule of hours is in the page's first load.
 */
export function shopHoursText(shop: Pick<ShopInfo, 'openingHoursText' | 'openingHoursTextHi'>, language: Language): string {
  return language === 'hi' ? shop.openingHoursTextHi || shop.openingHoursText : shop.openingHoursText;
}
