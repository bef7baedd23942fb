import type { Fulfilment } from '@halwai/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';

const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

/** `2026-11-25` as "Wed, 25 Nov": a calendar date, so it is read in UTC where it has no offset. */
export const formatPreferredDate = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** Pickup or Delivery with the pincode, the preferred date and (with `full`) the address. */
export function OrderFulfilment({ fulfilment, full = false }: { fulfilment: Fulfilment; full?: boolean }) {
  const delivery = fulfilment.type === 'delivery';
  return (
    <Stack spacing={0.5} aria-label="Pickup or delivery">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={delivery ? 'secondary' : 'default'}
          icon={delivery ? <LocalShippingOutlinedIcon /> : <StorefrontOutlinedIcon />}
          label={delivery ? `Delivery ${fulfilment.pincode ?? ''}`.trim() : 'Pickup'}
        />
        {fulfilment.preferredDate && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            For {formatPreferredDate(fulfilment.preferredDate)}
          </Typography>
        )}
      </Stack>
      {full && delivery && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {fulfilment.address}
          {fulfilment.pincode && ` — ${fulfilment.pincode}`}
        </Typography>
      )}
    </Stack>
  );
}
