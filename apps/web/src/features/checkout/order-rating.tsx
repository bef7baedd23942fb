import { useState } from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { DEFAULT_RATING, RATING_LABELS } from '@halwai/domain';

const labelOf = (value: number) => RATING_LABELS[value - 1] ?? '';

/** Five stars, 4 to begin with, each with its word; the rating stays on this page (SPEC §9). */
export function OrderRating() {
  const [value, setValue] = useState<number | null>(DEFAULT_RATING);
  const [hover, setHover] = useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        How was your shopping experience?
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Rating
          name="order-rating"
          value={value}
          size="large"
          getLabelText={(v) => `${v} star${v === 1 ? '' : 's'}, ${labelOf(v)}`}
          onChange={(_, next) => setValue(next)}
          onChangeActive={(_, next) => setHover(next)}
          sx={{ color: 'accent.dark' }}
        />
        {shown !== null && (
          <Typography sx={{ fontWeight: 600, textTransform: 'capitalize', minWidth: '4em' }} aria-live="polite">
            {labelOf(shown)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
