import { useTranslation } from 'react-i18next';
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
import { formatCalendarDay } from '../../lib/format';
import { formatSlot } from '../../lib/slot-text';
import type { SlotChoice } from './use-slot-choice';

/**
 * The day's pickup or delivery slots, each with the places it has left; a full one shows "Full" and
 * cannot be chosen. Drawn only when the shop has slots for the chosen type.
 */
export function SlotPicker({ choice }: { choice: SlotChoice }) {
  const { t } = useTranslation('cart');
  if (!choice.offered) return null;
  const day = formatCalendarDay(choice.date);
  const open = choice.slots.some((s) => s.left > 0);

  return (
    <FormControl error={choice.refusal !== null} component="fieldset">
      <FormLabel component="legend" id="slot-label" sx={{ fontWeight: 600, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
        {t('slots.label', { day })}
      </FormLabel>
      {choice.loading ? (
        <Skeleton variant="rounded" height={96} aria-label={t('slots.loading')} />
      ) : choice.loadFailed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={choice.retry}>
              {t('slots.retry')}
            </Button>
          }
        >
          {t('slots.loadFailed')}
        </Alert>
      ) : !open && choice.refusal === null ? (
        <Alert severity="info" role="status">
          {t('slots.noneLeft', { day })}
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
                    · {s.left === 0 ? t('slots.full') : t('slots.left', { count: s.left })}
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
