/** "N% OFF", shown only when the item has a discount above 0. */
export function DiscountBadge({ discount }: { discount: number }) {
  if (!(discount > 0)) return null;
  return <span className="shop-badge shop-badge--discount">{discount}% OFF</span>;
}
