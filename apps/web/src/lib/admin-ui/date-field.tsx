import { useMemo, useState } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-in';
import 'dayjs/locale/hi';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';

/** Dates as India writes them: 05/12/2026. */
const SHOWN = 'DD/MM/YYYY';
const SENT = 'YYYY-MM-DD';

interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with `YYYY-MM-DD`, or '' when cleared; a half-typed date is not passed on. */
  onChange: (value: string) => void;
  helperText?: string;
  error?: boolean;
  /** `YYYY-MM-DD` bounds of what can be chosen. */
  min?: string;
  max?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  name?: string;
}

const parse = (value: string): Dayjs | null => (value ? dayjs(value) : null);

/** A date with its year typed out: "2" on the way to 2026 is year 2, a valid date no one means. */
const isWhole = (date: Dayjs) => date.isValid() && date.year() >= 1000;

/** The calendar's own words (buttons, screen-reader names, empty sections) in the page's language. */
function useLocaleText(): Partial<PickersLocaleText> {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return useMemo(
    () => ({
      previousMonth: t('datePicker.previousMonth'),
      nextMonth: t('datePicker.nextMonth'),
      calendarViewSwitchingButtonAriaLabel: (view) => (view === 'year' ? t('datePicker.toCalendar') : t('datePicker.toYears')),
      cancelButtonLabel: t('datePicker.cancel'),
      clearButtonLabel: t('datePicker.clear'),
      okButtonLabel: t('datePicker.ok'),
      todayButtonLabel: t('datePicker.today'),
      datePickerToolbarTitle: t('datePicker.title'),
      openDatePickerDialogue: (date) => (date ? t('datePicker.chosen', { date }) : t('datePicker.choose')),
      fieldClearLabel: t('datePicker.clear'),
      dateTableLabel: t('datePicker.table'),
      fieldDayPlaceholder: () => t('datePicker.day'),
      fieldMonthPlaceholder: () => t('datePicker.month'),
      fieldYearPlaceholder: () => t('datePicker.year'),
      day: t('datePicker.dayName'),
      month: t('datePicker.monthName'),
      year: t('datePicker.yearName'),
      empty: t('datePicker.empty'),
    }),
    // The words change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
}

/**
 * A date typed as DD/MM/YYYY or chosen from a calendar, in the page's language; the form and the API
 * keep it as `YYYY-MM-DD`.
 */
export function DateField({ label, value, onChange, helperText, error, min, max, size, fullWidth, sx, name }: DateFieldProps) {
  const language = useLanguage();
  const localeText = useLocaleText();
  // What is shown may be half typed; the value only ever holds whole dates.
  const [picked, setPicked] = useState<Dayjs | null>(() => parse(value));
  const [shownFor, setShownFor] = useState(value);
  if (value !== shownFor) {
    setShownFor(value);
    setPicked(parse(value));
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language === 'hi' ? 'hi' : 'en-in'} localeText={localeText}>
      <DatePicker
        label={label}
        value={picked}
        format={SHOWN}
        minDate={min ? dayjs(min) : undefined}
        maxDate={max ? dayjs(max) : undefined}
        onChange={(date) => {
          setPicked(date);
          const chosen = date === null ? '' : isWhole(date) ? date.format(SENT) : null;
          if (chosen !== null && chosen !== value) onChange(chosen);
        }}
        slotProps={{
          textField: { helperText, error, size, fullWidth, name },
          field: { clearable: true },
        }}
        sx={sx}
      />
    </LocalizationProvider>
  );
}
