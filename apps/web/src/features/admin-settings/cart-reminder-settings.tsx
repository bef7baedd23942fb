import { CART_REMINDER_DELAY, type ShopSettings, type ShopSettingsInput } from '@halwai/domain';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { translateMessage } from '../../i18n/translate-message';

type SettingsControl = Control<ShopSettingsInput, unknown, ShopSettings>;

/**
 * Settings → Cart reminder: whether the checkout offers "Remind me on WhatsApp", and how long after
 * the customer ticked it the one reminder goes. Its words are the Cart reminder message's, below.
 */
export function CartReminderSettings({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  const enabled = useController({ name: 'cartReminder.enabled', control });
  const delay = useController({ name: 'cartReminder.delayMinutes', control });
  const value = delay.field.value;
  return (
    <Paper component="section" aria-labelledby="cart-reminder-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" id="cart-reminder-heading" sx={{ mb: 1 }}>
        {t('cartReminder.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('cartReminder.note')}
      </Typography>
      <Stack spacing={2}>
        <FormControlLabel
          label={t('cartReminder.enabled')}
          control={
            <Switch
              name={enabled.field.name}
              checked={Boolean(enabled.field.value)}
              onChange={(_event, on) => enabled.field.onChange(on)}
              inputRef={enabled.field.ref}
            />
          }
        />
        <TextField
          label={t('cartReminder.delay')}
          type="number"
          name={delay.field.name}
          value={value === undefined || Number.isNaN(value) ? '' : value}
          onChange={(event) => delay.field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          onBlur={delay.field.onBlur}
          inputRef={delay.field.ref}
          error={delay.fieldState.invalid}
          helperText={
            delay.fieldState.error?.message ? translateMessage(delay.fieldState.error.message) : t('cartReminder.delayHelp')
          }
          slotProps={{ htmlInput: { min: CART_REMINDER_DELAY.min, max: CART_REMINDER_DELAY.max, step: 1 } }}
        />
      </Stack>
    </Paper>
  );
}
