import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '../format';
import { DateField } from './date-field';

interface HolidaysEditorProps {
  holidays: string[];
  onChange: (holidays: string[]) => void;
  /** The message under the date field when something is wrong; else `helperText`. */
  error?: string;
  helperText?: string;
  name?: string;
}

/** Holidays as chips, each removable, and a date field that adds one. Used by Settings and by each outlet. */
export function HolidaysEditor({ holidays, onChange, error, helperText, name }: HolidaysEditorProps) {
  const { t } = useTranslation('admin-settings');
  // Each date added starts the field afresh, empty for the next.
  const [added, setAdded] = useState(0);
  const add = (date: string) => {
    if (!date) return;
    if (!holidays.includes(date)) onChange([...holidays, date].sort());
    setAdded((count) => count + 1);
  };
  return (
    <Stack spacing={1}>
      <DateField
        key={added}
        label={t('hours.addHoliday')}
        value=""
        onChange={add}
        error={error !== undefined}
        helperText={error ?? helperText ?? t('hours.holidaysHelp')}
        name={name}
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
              <Chip label={day} onDelete={() => onChange(holidays.filter((other) => other !== date))} aria-label={t('hours.removeHoliday', { date: day })} />
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
