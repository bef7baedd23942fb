import { useTranslation } from 'react-i18next';

/** "N% OFF", shown only when the item has a discount above 0. */
export function DiscountBadge({ discount }: { discount: number }) {
  const { t } = useTranslation();
  if (!(discount > 0)) return null;
  return <span className="shop-badge shop-badge--discount">{t('discountOff', { discount })}</span>;
}
