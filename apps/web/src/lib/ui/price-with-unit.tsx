import Typography from '@mui/material/Typography';
import { rupeesBeforeDiscount } from '@halwai/domain';
import { formatRupeeAmount } from '../format';

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
  // One styled element with plain children: a grid of cards draws hundreds of these.
  return (
    <Typography component="p" sx={size === 'large' ? largeSx : mediumSx}>
      {before !== null && (
        <s>
          <span className="visually-hidden">Was </span>
          {formatRupeeAmount(before)}
        </s>
      )}
      {before !== null && <span className="visually-hidden">now </span>}
      {formatRupeeAmount(price)}
      {unit && <span className="unit">/ {unit}</span>}
    </Typography>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const priceSx = {
  color: 'primary.dark',
  fontWeight: 700,
  '& s': { color: 'text.secondary', fontWeight: 400, fontSize: '0.8em', mr: 0.75 },
  '& .visually-hidden': visuallyHidden,
  '& .unit': { color: 'text.secondary', fontWeight: 400, fontSize: '0.875rem', ml: 0.5 },
} as const;
const mediumSx = { ...priceSx, fontSize: '1.15rem' };
const largeSx = { ...priceSx, fontSize: '1.6rem' };
