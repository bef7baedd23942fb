import { useState } from 'react';
import { LANGUAGE_LOCALES, ORDERS_WHEN_CLOSED, type Language, type OpeningSpan, type ShopSettings, type ShopSettingsInput } from '@halwai/domain';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { translateMessage } from '../../i18n/translate-message';
import { DateField } from '../../lib/admin-ui/date-field';
import { formatCalendarDay } from '../../lib/format';
import { useLanguage } from '../../i18n/use-language';

type SettingsControl = Control<ShopSettingsInput, unknown, ShopSettings>;

const DEFAULT_SPAN = { open: '08:00', close: '22:00' };
/** Monday first, as a shop's week is read. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** `weekdayName(0, 'hi')` is "रविवार": 7 January 2024 was a Sunday. */
const weekdayName = (day: number, language: Language) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + day));

/** Hours per day (a day left unticked is closed), or none at all: orders at any time. */
function HoursField({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  const language = useLanguage();
  const { field, fieldState } = useController({ name: 'openingHours', control });
  const hours: OpeningSpan[] | null = Array.isArray(field.value) ? field.value : null;
  const spanOf = (day: number) => hours?.find((s) => s.day === day);
  const setDay = (day: number, span: { open: string; close: string } | null) => {
    const others = (hours ?? []).filter((s) => s.day !== day);
    field.onChange([...others, ...(span ? [{ day, ...span }] : [])].sort((a, b) => a.day - b.day));
  };
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={hours !== null} onChange={(event) => field.onChange(event.target.checked ? WEEK.map((day) => ({ day, ...DEFAULT_SPAN })) : null)} />}
        label={hours === null ? t('hours.none') : t('hours.set')}
      />
      {hours !== null &&
        WEEK.map((day) => {
          const span = spanOf(day);
          return (
            <Stack key={day} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FormControlLabel
                sx={{ width: 140 }}
                control={<Checkbox checked={span !== undefined} onChange={(event) => setDay(day, event.target.checked ? DEFAULT_SPAN : null)} />}
                label={weekdayName(day, language)}
              />
              {span ? (
                <>
                  <TextField size="small" type="time" label={t('hours.opens')} value={span.open} onChange={(event) => setDay(day, { ...span, open: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
                  <TextField size="small" type="time" label={t('hours.closes')} value={span.close} onChange={(event) => setDay(day, { ...span, close: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
                </>
              ) : (
                <Typography color="text.secondary">{t('hours.closed')}</Typography>
              )}
            </Stack>
          );
        })}
      {fieldState.error && <Typography color="error" role="alert">{firstMessage(fieldState.error)}</Typography>}
    </Stack>
  );
}

/** The first message of a field or of any of its items, in the page's language. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return translateMessage(error.message);
  return Object.values(error).map(firstMessage).find(Boolean);
}

/** The holidays as chips, each removable, and a date field that adds one. */
function HolidaysField({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  const { field, fieldState } = useController({ name: 'holidays', control });
  const holidays = field.value ?? [];
  // Each date added starts the field afresh, empty for the next.
  const [added, setAdded] = useState(0);
  const add = (date: string) => {
    if (!date) return;
    if (!holidays.includes(date)) field.onChange([...holidays, date].sort());
    setAdded((count) => count + 1);
  };
  return (
    <Stack spacing={1}>
      <DateField
        key={added}
        label={t('hours.addHoliday')}
        value=""
        onChange={add}
        error={fieldState.invalid}
        helperText={firstMessage(fieldState.error) ?? t('hours.holidaysHelp')}
        name={field.name}
      />
      <Stack component="ul" direction="row" aria-label={t('hours.holidays')} sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {holidays.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            {t('hours.noHolidays')}
          </Typography>
        )}
        {holidays.map((date) => {
          const day = formatCalendarDay(date, { year: true });
          return (
            <li key={date}>
              <Chip
                label={day}
                onDelete={() => field.onChange(holidays.filter((other) => other !== date))}
                aria-label={t('hours.removeHoliday', { date: day })}
              />
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
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
