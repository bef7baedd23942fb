import { ORDERS_WHEN_CLOSED, type OpeningSpan, type ShopSettings, type ShopSettingsInput } from '@halwai/domain';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { firstMessage } from '../../lib/admin-ui/field-message';
import { HolidaysEditor } from '../../lib/admin-ui/holidays-editor';
import { everyDayHours, WeekHoursEditor } from '../../lib/admin-ui/week-hours-editor';

type SettingsControl = Control<ShopSettingsInput, unknown, ShopSettings>;

/** Hours per day (a day left unticked is closed), or none at all: orders at any time. */
function HoursField({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  const { field, fieldState } = useController({ name: 'openingHours', control });
  const hours: OpeningSpan[] | null = Array.isArray(field.value) ? field.value : null;
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={hours !== null} onChange={(event) => field.onChange(event.target.checked ? everyDayHours() : null)} />}
        label={hours === null ? t('hours.none') : t('hours.set')}
      />
      {hours !== null && <WeekHoursEditor hours={hours} onChange={field.onChange} />}
      {fieldState.error && <Typography color="error" role="alert">{firstMessage(fieldState.error)}</Typography>}
    </Stack>
  );
}

/** The holidays as chips, each removable, and a date field that adds one. */
function HolidaysField({ control }: { control: SettingsControl }) {
  const { field, fieldState } = useController({ name: 'holidays', control });
  return <HolidaysEditor holidays={field.value ?? []} onChange={field.onChange} error={firstMessage(fieldState.error)} name={field.name} />;
}

function PolicyField({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  const { field } = useController({ name: 'ordersWhenClosed', control });
  return (
    <TextField select label={t('hours.whenClosed')} value={field.value ?? 'next-open'} onChange={(event) => field.onChange(event.target.value)}>
      {ORDERS_WHEN_CLOSED.map((policy) => (
        <MenuItem key={policy} value={policy}>
          {policy === 'next-open' ? t('hours.nextOpen') : t('hours.refuse')}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** When the shop is open, its holidays, and what happens to an order placed while it is closed. */
export function OpeningHoursSettings({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('hours.heading')}
      </Typography>
      <Stack spacing={2}>
        <HoursField control={control} />
        <HolidaysField control={control} />
        <PolicyField control={control} />
      </Stack>
    </Paper>
  );
}
