import { DEFAULT_TIME_ZONE, MIN_ORDER_VALUE, paiseToRupees, SHOP_HOURS, SHOP_HOURS_HI, type ShopInfo } from '@halwai/domain';

export type { ShopInfo };

/** What the app shows until `GET /api/shop` answers (the server's own defaults). */
export const DEFAULT_SHOP_INFO: ShopInfo = {
  name: 'Halwai Sweets & Snacks',
  phone: '9876543210',
  address: '12 Chandni Chowk, Old Delhi, Delhi 110006',
  openingHours: null,
  openingHoursText: SHOP_HOURS,
  openingHoursTextHi: SHOP_HOURS_HI,
  holidays: [],
  ordersWhenClosed: 'next-open',
  gstin: '',
  fssai: '',
  upiId: '',
  upiPayee: '',
  minimumOrder: paiseToRupees(MIN_ORDER_VALUE),
  delivery: { enabled: false, pincodes: [], charge: 0, freeFrom: null },
  timeZone: DEFAULT_TIME_ZONE,
  customerSignIn: true,
  slots: { pickup: false, delivery: false },
  cartReminder: false,
};

/** Where the footer's social icons point; a shop changes these to its own pages. */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
} as const;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Fills the gaps of a partial answer with the defaults. */
export function toShopInfo(value: Partial<ShopInfo> | undefined): ShopInfo {
  return {
    name: text(value?.name) ?? DEFAULT_SHOP_INFO.name,
    phone: text(value?.phone) ?? DEFAULT_SHOP_INFO.phone,
    address: text(value?.address) ?? DEFAULT_SHOP_INFO.address,
    openingHours: Array.isArray(value?.openingHours) ? value.openingHours : null,
    openingHoursText: text(value?.openingHoursText) ?? DEFAULT_SHOP_INFO.openingHoursText,
    openingHoursTextHi: text(value?.openingHoursTextHi) ?? text(value?.openingHoursText) ?? DEFAULT_SHOP_INFO.openingHoursTextHi,
    holidays: Array.isArray(value?.holidays) ? value.holidays : [],
    ordersWhenClosed: value?.ordersWhenClosed === 'refuse' ? 'refuse' : 'next-open',
    gstin: value?.gstin ?? '',
    fssai: value?.fssai ?? '',
    upiId: value?.upiId ?? '',
    upiPayee: value?.upiPayee ?? '',
    minimumOrder:
      typeof value?.minimumOrder === 'number' && value.minimumOrder >= 0 ? value.minimumOrder : DEFAULT_SHOP_INFO.minimumOrder,
    delivery: value?.delivery ?? DEFAULT_SHOP_INFO.delivery,
    timeZone: text(value?.timeZone) ?? DEFAULT_SHOP_INFO.timeZone,
    customerSignIn: typeof value?.customerSignIn === 'boolean' ? value.customerSignIn : DEFAULT_SHOP_INFO.customerSignIn,
    slots: { pickup: value?.slots?.pickup === true, delivery: value?.slots?.delivery === true },
    cartReminder: value?.cartReminder === true,
    // Said only by a shop with outlets to choose from.
    ...(typeof value?.outlets === 'number' && value.outlets > 1 && { outlets: value.outlets }),
  };
}
