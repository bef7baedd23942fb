import { cartTotal, type CartLine } from './cart.js';
import { MIN_ORDER_VALUE } from './constants.js';
import { MESSAGES } from './messages.js';
import { isValidMobile } from './schemas.js';
import { hasVisibleText } from './text.js';

/**
 * The checks made when placing an order, in the spec's order; null when the order may go.
 * `checkOrder([], 'Asha', '9876543210')` is 'No Items in the Cart!'.
 */
export function checkOrder(
  lines: readonly Pick<CartLine, 'price' | 'quantity'>[],
  customerName: string,
  customerMobile: string,
): string | null {
  if (lines.length === 0) return MESSAGES.cartEmpty;
  if (!hasVisibleText(customerName) || !isValidMobile(customerMobile)) return MESSAGES.nameAndPhone;
  if (cartTotal(lines) < MIN_ORDER_VALUE) return MESSAGES.minimumOrder;
  return null;
}
