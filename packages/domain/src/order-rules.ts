import { cartTotal, type CartLine } from './cart.js';
import type { CodedMessage } from './coded-message.js';
import { saying } from './message-params.js';
import { MESSAGES } from './messages.js';
import { paiseToRupees, type Paise } from './money.js';
import { isValidMobile } from './mobile.js';
import { hasVisibleText } from './text.js';

const says = saying('common', MESSAGES);

/**
 * The checks made when placing an order, in the spec's order; null when the order may go.
 * `minimum` is the shop's minimum order value (a setting).
 * `checkOrder([], 'Asha', '9876543210', paise(100000))` says 'No Items in the Cart!' (`common.cartEmpty`).
 */
export function checkOrder(
  lines: readonly Pick<CartLine, 'price' | 'quantity'>[],
  customerName: string,
  customerMobile: string,
  minimum: Paise,
): CodedMessage | null {
  if (lines.length === 0) return says('cartEmpty');
  if (!hasVisibleText(customerName) || !isValidMobile(customerMobile)) return says('nameAndPhone');
  if (cartTotal(lines) < minimum) return says('minimumOrder', paiseToRupees(minimum));
  return null;
}
