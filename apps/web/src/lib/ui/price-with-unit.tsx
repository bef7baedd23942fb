import Box from '@mui/material/Box';
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
  return (
    <Typography component="p" sx={{ color: 'primary.dark', fontWeight: 700, fontSize: size === 'large' ? '1.6rem' : '1.15rem' }}>
      {before !== null && (
        <Box component="s" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.8em', mr: 0.75 }}>
          <Box component="span" sx={visuallyHidden}>
            Was{' '}
          </Box>
          {formatRupeeAmount(before)}
        </Box>
      )}
      {before !== null && (
        <Box component="span" sx={visuallyHidden}>
          now{' '}
        </Box>
      )}
      {formatRupeeAmount(price)}
      {unit && (
        <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.875rem', ml: 0.5 }}>
          / {unit}
        </Typography>
      )}
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
