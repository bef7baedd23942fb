import Chip from '@mui/material/Chip';

/** "N% OFF", shown only when the item has a discount above 0. */
export function DiscountBadge({ discount }: { discount: number }) {
  if (!(discount > 0)) return null;
  return <Chip label={`${discount}% OFF`} color="secondary" size="small" sx={{ boxShadow: 1 }} />;
}
