import { useTranslation } from 'react-i18next';

/** "N% OFF", shown only when the item has a discount above 0. */
export function DiscountBadge({ discount }: { discount: number }) {
  // Only a discounted item asks for its words: a grid draws dozens of cards, most without one.
  return discount > 0 ? <DiscountWords discount={discount} /> : null;
}

function DiscountWords({ discount }: { discount: number }) {
  const { t } = useTranslation();
  return <span className="shop-badge shop-badge--discount">{t('discountOff', { discount })}</span>;
}
