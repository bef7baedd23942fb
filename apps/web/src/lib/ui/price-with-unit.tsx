import Typography from '@mui/material/Typography';
import { formatRupeeAmount } from '../format';

interface PriceWithUnitProps {
  /** Rupees, as the API sends them. */
  price: number;
  unit: string;
  size?: 'medium' | 'large';
}

/** "₹120 / 250 g": the price in Indian rupees with the unit it buys. */
export function PriceWithUnit({ price, unit, size = 'medium' }: PriceWithUnitProps) {
  return (
    <Typography component="p" sx={{ color: 'primary.dark', fontWeight: 700, fontSize: size === 'large' ? '1.6rem' : '1.15rem' }}>
      {formatRupeeAmount(price)}
      {unit && (
        <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.875rem', ml: 0.5 }}>
          / {unit}
        </Typography>
      )}
    </Typography>
  );
}
