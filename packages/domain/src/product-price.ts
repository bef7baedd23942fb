/**
 * A product's price, the one its card and page show: its first price entry's, which is the pack the
 * product page opens with and the cart charges for. The server stores it on every write, so the
 * product's `price` can never say something the cart does not charge.
 */
export function productPrice(prices: readonly { price: number }[]): number {
  const first = prices[0];
  if (!first) throw new Error('A product has at least one price entry');
  return first.price;
}

/**
 * The unit of that price, as its headline reads ("₹150 / 250 g"): the first entry's own label, so the
 * headline can never pair one pack's price with another's size.
 */
export function productPriceUnit(prices: readonly { label: string }[]): string {
  const first = prices[0];
  if (!first) throw new Error('A product has at least one price entry');
  return first.label;
}
