import { useTranslation } from 'react-i18next';
import { rupeesBeforeDiscount, unitInLanguage } from '@halwai/domain';
import { formatRupeeAmount } from '../format';
import { currentLanguage } from '../../i18n/i18n';

interface PriceWithUnitProps {
  /** Rupees, as the API sends them: the price charged. */
  price: number;
  unit: string;
  /** The item's discount in percent; above 0 the price before it shows struck through. */
  discount?: number;
  size?: 'medium' | 'large';
}

/** "₹120 / 250 g": the price in Indian rupees with the unit it buys, and with a discount "~~₹150~~ ₹120". */
export function PriceWithUnit({ price, unit, discount = 0, size = 'medium' }: PriceWithUnitProps) {
  const before = rupeesBeforeDiscount(price, discount);
  // Plain elements styled by class (class-styles.ts): a grid of cards draws hundreds of these.
  return (
    <p className={size === 'large' ? 'price price--large' : 'price'}>
      {before === null ? formatRupeeAmount(price) : <DiscountedPrice before={before} price={price} />}
      {unit && <span className="unit">/ {unitInLanguage(unit, currentLanguage())}</span>}
    </p>
  );
}

/** Only a discounted price has words ("Was … now …", for screen readers), so only it asks i18next. */
function DiscountedPrice({ before, price }: { before: number; price: number }) {
  const { t } = useTranslation();
  return (
    <>
      <s>
        <span className="visually-hidden">{`${t('price.was')} `}</span>
        {formatRupeeAmount(before)}
      </s>
      <span className="visually-hidden">{`${t('price.now')} `}</span>
      {formatRupeeAmount(price)}
    </>
  );
}
