import { LANGUAGE_LOCALES, type Language, type OpeningSpan } from '@halwai/domain';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/use-language';

export const DEFAULT_SPAN = { open: '08:00', close: '22:00' };
/** Monday first, as a shop's week is read. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0];
/** Every day open 8 AM to 10 PM: where hours start when someone first gives them. */
export const everyDayHours = (): OpeningSpan[] => WEEK.map((day) => ({ day, ...DEFAULT_SPAN }));

/** `weekdayName(0, 'hi')` is "रविवार": 7 January 2024 was a Sunday. */
const weekdayName = (day: number, language: Language) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + day));

const TIME_SX = { flex: '1 1 120px', maxWidth: { sm: 200 } };

/** A week of opening hours, Monday first: a day left unticked is closed. Used by Settings and by each outlet. */
export function WeekHoursEditor({ hours, onChange }: { hours: OpeningSpan[]; onChange: (hours: OpeningSpan[]) => void }) {
  const { t } = useTranslation('admin-settings');
  const language = useLanguage();
  const spanOf = (day: number) => hours.find((s) => s.day === day);
  const setDay = (day: number, span: { open: string; close: string } | null) => {
    const others = hours.filter((s) => s.day !== day);
    onChange([...others, ...(span ? [{ day, ...span }] : [])].sort((a, b) => a.day - b.day));
  };
  return WEEK.map((day) => {
    const span = spanOf(day);
    // On a phone an open day's times go on a line of their own, wide enough to read.
    return (
      <Stack key={day} direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <FormControlLabel
          sx={{ width: { xs: span ? '100%' : 140, sm: 140 }, flexShrink: 0, mr: 0 }}
          control={<Checkbox checked={span !== undefined} onChange={(event) => setDay(day, event.target.checked ? DEFAULT_SPAN : null)} />}
          label={weekdayName(day, language)}
        />
        {span ? (
          <>
            <TextField size="small" type="time" label={t('hours.opens')} value={span.open} onChange={(event) => setDay(day, { ...span, open: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={TIME_SX} />
            <TextField size="small" type="time" label={t('hours.closes')} value={span.close} onChange={(event) => setDay(day, { ...span, close: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={TIME_SX} />
          </>
        ) : (
          <Typography color="text.secondary">{t('hours.closed')}</Typography>
        )}
      </Stack>
    );
  });
}
