import type { Fulfilment } from '@halwai/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../lib/format';
import { formatSlot } from '../../lib/slot-text';

/** Pickup or Delivery with the pincode, the preferred date with its slot and (with `full`) the address. */
export function OrderFulfilment({ fulfilment, full = false }: { fulfilment: Fulfilment; full?: boolean }) {
  const { t } = useTranslation('admin-orders');
  const delivery = fulfilment.type === 'delivery';
  return (
    <Stack spacing={0.5} aria-label={t('fulfilment.label')}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          color={delivery ? 'secondary' : 'default'}
          icon={delivery ? <LocalShippingOutlinedIcon /> : <StorefrontOutlinedIcon />}
          label={
            delivery
              ? fulfilment.pincode
                ? t('fulfilment.deliveryTo', { pincode: fulfilment.pincode })
                : t('fulfilment.delivery')
              : t('fulfilment.pickup')
          }
        />
        {fulfilment.preferredDate && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {fulfilment.slot
              ? t('fulfilment.forSlot', { date: formatCalendarDay(fulfilment.preferredDate), slot: formatSlot(fulfilment.slot) })
              : t('fulfilment.for', { date: formatCalendarDay(fulfilment.preferredDate) })}
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
