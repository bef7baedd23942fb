import { paise } from './money.js';

export const MIN_ORDER_VALUE = paise(100_000); // ₹1000
export const CART_PAGE_QUANTITIES = [1, 2, 3, 4, 5, 6] as const;
export const MAX_LINE_QUANTITY = 999;
/** A gift message kept with the order (printed on the packing slip). */
export const MAX_GIFT_MESSAGE = 200;
export const MAX_ORDER_LINES = 50;
export const MOBILE_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;
/** Rows a page of the back office's product table shows: a shop's whole shelf in a few pages. */
export const ADMIN_TABLE_PAGE_SIZE = 25;
export const SNACKBAR_MS = 3000;
export const CAROUSEL_MS = 6000;
export const ORDER_ID_DIGITS = 4;
export const CHAT_COUNTRY_PREFIX = '91';
export const SHOP_HOURS = 'Monday to Sunday, 8:00 AM to 10:00 PM';
/** The same hours as a Hindi page says them (`describeHours` in Hindi). */
export const SHOP_HOURS_HI = 'हर दिन सुबह 8:00–रात 10:00';
export const DEFAULT_THUMBNAIL = '/logo.svg';
export const RATING_LABELS = ['bad', 'so so', 'ok', 'good', 'great'] as const;
export const DEFAULT_RATING = 4;

export const ITEM_TYPES = ['ByKilo', 'ByPackets', 'ByPieces'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Accepts the spec's alternative spelling: `normaliseItemType('ByPacket')` is 'ByPackets'; unknown gives null. */
export function normaliseItemType(value: string): ItemType | null {
  if (value === 'ByPacket') return 'ByPackets';
  return (ITEM_TYPES as readonly string[]).includes(value) ? (value as ItemType) : null;
}

export const ORDER_STATUS = { Pending: 0, Completed: 1, Cancelled: 2 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  0: 'Pending',
  1: 'Completed',
  2: 'Cancelled',
};

/** Pads an order id for display: `formatOrderId(7)` is "0007". */
export function formatOrderId(id: number): string {
  return String(id).padStart(ORDER_ID_DIGITS, '0');
}

/** A chat link for an Indian mobile number: `chatLink('9876543210')` is "https://wa.me/919876543210". */
export function chatLink(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^(0|91|0091)?(\d{10})$/, '$2');
  const base = `https://wa.me/${CHAT_COUNTRY_PREFIX}${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
