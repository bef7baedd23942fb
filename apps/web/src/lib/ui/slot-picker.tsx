import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '../format';
import { formatSlot } from '../slot-text';
import type { SlotChoice } from '../use-slot-choice';

/** The picker's words, from the namespace of the screen that shows it (the cart's, the back office's). */
export interface SlotPickerWords {
  label: (day: string) => string;
  left: (count: number) => string;
  full: string;
  loading: string;
  loadFailed: string;
  retry: string;
  noneLeft: (day: string) => string;
}

/**
 * The day's pickup or delivery slots, each with the places it has left; a full one shows "Full" and
 * cannot be chosen. Drawn only when the shop has slots for the chosen type.
 */
export function SlotPicker({ choice, words }: { choice: SlotChoice; words: SlotPickerWords }) {
  if (!choice.offered) return null;
  const day = formatCalendarDay(choice.date);
  const open = choice.slots.some((s) => s.left > 0);

  return (
    <FormControl error={choice.refusal !== null} component="fieldset">
      <FormLabel component="legend" id="slot-label" sx={{ fontWeight: 600, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
        {words.label(day)}
      </FormLabel>
      {choice.loading ? (
        <Skeleton variant="rounded" height={96} aria-label={words.loading} />
      ) : choice.loadFailed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={choice.retry}>
              {words.retry}
            </Button>
          }
        >
          {words.loadFailed}
        </Alert>
      ) : !open && choice.refusal === null ? (
        <Alert severity="info" role="status">
          {words.noneLeft(day)}
        </Alert>
      ) : (
        <RadioGroup aria-labelledby="slot-label" name="slot" value={choice.slot} onChange={(event) => choice.choose(event.target.value)}>
          {choice.slots.map((s) => (
            <FormControlLabel
              key={s.slot}
              value={s.slot}
              disabled={s.left === 0}
              control={<Radio />}
              sx={{ alignItems: 'center' }}
              label={
                <span>
                  {formatSlot(s.slot)}{' '}
                  <Typography component="span" variant="body2" sx={{ color: s.left === 0 ? 'text.disabled' : s.left <= 3 ? 'warning.dark' : 'text.secondary' }}>
                    · {s.left === 0 ? words.full : words.left(s.left)}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
      )}
      {choice.refusal !== null && <FormHelperText role="alert">{choice.refusal}</FormHelperText>}
    </FormControl>
  );
}
