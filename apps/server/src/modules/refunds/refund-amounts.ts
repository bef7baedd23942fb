import { COUNTER_PAYMENT_METHODS, paise, type CounterPaymentMethod, type Paise } from '@halwai/domain';

/**
 * What a refunded line gives back: its value less its own discount (by the quantity refunded) and its
 * share of the rest of the bill's discount (in proportion to its value after its own, to the paisa), as
 * the invoice spread them. `rest` is the bill's discount less the lines' own; `itemsNet` the items after theirs.
 */
export function lineRefund(
  sold: { pricePaise: number; quantity: number; discountPaise: number },
  quantity: number,
  rest: Paise,
  itemsNet: Paise,
): Paise {
  const own = Math.round((sold.discountPaise * quantity) / sold.quantity);
  const net = sold.pricePaise * quantity - own;
  const share = itemsNet > 0 ? Math.round((rest * net) / itemsNet) : 0;
  return paise(net - share);
}

/**
 * How a refund is paid back: by the bill's own methods, cash first (out of the drawer), each up to
 * what it took less what earlier refunds gave back by it.
 */
export function payBack(
  amount: Paise,
  left: Record<CounterPaymentMethod, Paise>,
): { method: CounterPaymentMethod; amountPaise: Paise }[] {
  const parts: { method: CounterPaymentMethod; amountPaise: Paise }[] = [];
  let owed: number = amount;
  for (const method of COUNTER_PAYMENT_METHODS) {
    const take = Math.min(owed, Math.max(0, left[method]));
    if (take > 0) parts.push({ method, amountPaise: paise(take) });
    owed -= take;
  }
  // Rounding can leave a paisa no method has left: it goes back in cash.
  if (owed > 0) parts.push({ method: 'cash', amountPaise: paise(owed) });
  return parts;
}
