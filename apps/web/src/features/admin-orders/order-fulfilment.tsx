import { LANGUAGE_LOCALES, type Fulfilment, type Language } from '@halwai/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
const dayFormat = (language: Language) => {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    dayFormats.set(language, format);
  }
  return format;
};

/** `2026-11-25` as "Wed, 25 Nov" in English: a calendar date, so it is read in UTC where it has no offset. */
export const formatPreferredDate = (date: string, language: Language) =>
  dayFormat(language).format(new Date(`${date}T00:00:00Z`));

/** Pickup or Delivery with the pincode, the preferred date and (with `full`) the address. */
export function OrderFulfilment({ fulfilment, full = false }: { fulfilment: Fulfilment; full?: boolean }) {
  const { t } = useTranslation('admin-orders');
  const language = useLanguage();
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
            {t('fulfilment.for', { date: formatPreferredDate(fulfilment.preferredDate, language) })}
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
