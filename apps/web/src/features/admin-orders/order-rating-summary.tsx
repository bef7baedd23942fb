import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RATING_LABELS, type OrderRating } from '@halwai/domain';
import { formatDateTime } from '../../lib/format';

/** The customer's stars and comment from the order page; `undefined` while the order's details load. */
export function OrderRatingSummary({ rating, loaded }: { rating: OrderRating | undefined; loaded: boolean }) {
  if (!loaded) return null;
  return (
    <Stack component="section" aria-labelledby="order-rating-title" spacing={0.5} sx={{ mt: 3 }}>
      <Typography id="order-rating-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Customer rating
      </Typography>
      {rating ? (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Rating value={rating.stars} readOnly size="small" aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>
              {rating.stars} of 5 ({RATING_LABELS[rating.stars - 1]})
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
          Not rated yet.
        </Typography>
      )}
    </Stack>
  );
}
