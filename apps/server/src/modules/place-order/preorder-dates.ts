import { checkPreorderDate, dateInZone, preorderDates, type DateWindow } from '@halwai/domain';
import { fieldError } from '../../lib/problems.js';
import type { ProductPricing } from '../products/products.service.js';

/**
 * The pre-order rule of an order for the storefront and the phone: when a line's product is a
 * pre-order, the preferred date is required and must lie in the window of every pre-order of the
 * order (400 at `fulfilment.preferredDate`, saying the dates; a pre-order past its `until` is over).
 * Returns the window the ordinary date check then takes in place of today up to 14 days ahead, so a
 * pre-order ready later can be ordered now; undefined when no line is a pre-order. The counter has
 * no such rule: its goods are in hand.
 */
export function checkPreorderDates(
  productIds: readonly number[],
  preferredDate: string | undefined,
  pricing: ReadonlyMap<number, ProductPricing>,
  now: Date,
  timeZone: string,
): DateWindow | undefined {
  const items = [...new Set(productIds)].flatMap((id) => {
    const product = pricing.get(id);
    return product?.preorder ? [{ name: product.name, nameHi: product.nameHi, preorder: product.preorder }] : [];
  });
  if (items.length === 0) return undefined;
  const today = dateInZone(now, timeZone);
  const problem = checkPreorderDate(items, preferredDate, today);
  if (problem) throw fieldError('fulfilment.preferredDate', problem);
  return preorderDates(items, today) ?? undefined;
}
