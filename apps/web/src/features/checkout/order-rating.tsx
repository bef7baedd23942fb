import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_RATING, MAX_RATING_COMMENT, MESSAGES, RATING_LABELS, type OrderRating as SentRating } from '@halwai/domain';
import { translateMessage } from '../../i18n/translate-message';
import { useRateOrder } from './api/rate-order';

/** The stars RATING_LABELS names, one word each. */
const isStars = (value: number): value is 1 | 2 | 3 | 4 | 5 => Number.isInteger(value) && value >= 1 && value <= RATING_LABELS.length;

/**
 * Five stars (4 to begin with), each with its word, and an optional comment, sent to the
 * shop with the order's access key. Rating again replaces the earlier rating.
 */
export function OrderRating({ orderId, accessKey, sent }: { orderId: number; accessKey: string; sent?: SentRating }) {
  const { t } = useTranslation('checkout');
  const labelOf = (value: number) => (isStars(value) ? t(`rating.labels.${value}`) : '');
  const [value, setValue] = useState<number | null>(sent?.stars ?? DEFAULT_RATING);
  const [hover, setHover] = useState(-1);
  const [comment, setComment] = useState(sent?.comment ?? '');
  const rate = useRateOrder(orderId, accessKey);
  const shown = hover !== -1 ? hover : value;
  const tooLong = comment.length > MAX_RATING_COMMENT;

  const send = () => {
    if (value === null || tooLong) return;
    rate.mutate({ stars: value, ...(comment.trim() && { comment: comment.trim() }) });
  };
  const failure =
    rate.error &&
    (navigator.onLine
      ? translateMessage(rate.error.message) || translateMessage(MESSAGES.somethingWentWrong)
      : t('rating.offline'));

  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), send())}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
          {t('rating.legend')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Rating
            name="order-rating"
            value={value}
            size="large"
            getLabelText={(v) => t('rating.starLabel', { count: v, label: labelOf(v) })}
            onChange={(_, next) => {
              setValue(next);
              rate.reset();
            }}
            onChangeActive={(_, next) => setHover(next)}
            emptyLabelText={t('rating.empty')}
            sx={{ color: 'accent.dark' }}
          />
          {shown !== null && (
            <Typography sx={{ fontWeight: 600, textTransform: 'capitalize', minWidth: '4em' }} aria-live="polite">
              {labelOf(shown)}
            </Typography>
          )}
        </Box>
      </Box>
      <TextField
        label={t('rating.comment')}
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
          rate.reset();
        }}
        multiline
        minRows={2}
        fullWidth
        error={tooLong}
        helperText={tooLong ? t('rating.tooLong', { max: MAX_RATING_COMMENT }) : t('rating.length', { length: comment.length, max: MAX_RATING_COMMENT })}
        sx={{ mt: 2 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <Button type="submit" variant="contained" loading={rate.isPending} disabled={value === null || tooLong}>
          {sent || rate.isSuccess ? t('rating.update') : t('rating.send')}
        </Button>
        {rate.isSuccess && (
          <Typography role="status" sx={{ fontWeight: 600, color: 'success.dark' }}>
            {t('rating.thanks')}
          </Typography>
        )}
        {!rate.isSuccess && sent && (
          <Typography variant="body2" color="text.secondary">
            {t('rating.rated', { stars: sent.stars })}
          </Typography>
        )}
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
