import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderRating } from '@halwai/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';

/** The word for each number of stars, as the order page says it (RATING_LABELS). */
const RATING_WORD = ['bad', 'soSo', 'ok', 'good', 'great'] as const;

/** The customer's stars and comment from the order page; `undefined` while the order's details load. */
export function OrderRatingSummary({ rating, loaded }: { rating: OrderRating | undefined; loaded: boolean }) {
  const { t } = useTranslation('admin-orders');
  if (!loaded) return null;
  const word = rating && RATING_WORD[rating.stars - 1];
  return (
    <Stack component="section" aria-labelledby="order-rating-title" spacing={0.5} sx={{ mt: 3 }}>
      <Typography id="order-rating-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('rating.title')}
      </Typography>
      {rating ? (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Rating value={rating.stars} readOnly size="small" aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>
              {t('rating.stars', { stars: rating.stars, label: word ? t(`rating.labels.${word}`) : '' })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(rating.ratedAt)}
            </Typography>
          </Stack>
          {rating.comment && (
            <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>“{rating.comment}”</Typography>
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('rating.none')}
        </Typography>
      )}
    </Stack>
  );
}
