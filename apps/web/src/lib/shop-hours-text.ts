import { describeHours, SHOP_HOURS, type Language, type ShopInfo } from '@halwai/domain';

/** The built-in hours line (`SHOP_HOURS`) as a list, so a Hindi page can say it in Hindi. */
const BUILT_IN_HOURS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '22:00' }));

/**
 * The shop's hours in words for the footer and contact section, in the page's language: from the
 * list of hours when the owner set one; the owner's own free text (from before hours were a list) as written.
 */
export function shopHoursText(shop: Pick<ShopInfo, 'openingHours' | 'openingHoursText'>, language: Language): string {
  if (shop.openingHours) return describeHours(shop.openingHours, language);
  if (language !== 'en' && shop.openingHoursText === SHOP_HOURS) return describeHours(BUILT_IN_HOURS, language);
  return shop.openingHoursText;
}
