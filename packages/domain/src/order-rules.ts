import { cartTotal, type CartLine } from './cart.js';
import { MESSAGES } from './messages.js';
import { paiseToRupees, type Paise } from './money.js';
import { isValidMobile } from './mobile.js';
import { hasVisibleText } from './text.js';

/**
 * The checks made when placing an order, in the spec's order; null when the order may go.
 * `minimum` is the shop's minimum order value (a setting).
 * `checkOrder([], 'Asha', '9876543210', paise(100000))` is 'No Items in the Cart!'.
 */
export function checkOrder(
  lines: readonly Pick<CartLine, 'price' | 'quantity'>[],
  customerName: string,
  customerMobile: string,
  minimum: Paise,
): string | null {
  if (lines.length === 0) return MESSAGES.cartEmpty;
  if (!hasVisibleText(customerName) || !isValidMobile(customerMobile)) return MESSAGES.nameAndPhone;
  if (cartTotal(lines) < minimum) return MESSAGES.minimumOrder(paiseToRupees(minimum));
  return null;
}
