import { memo, useState } from 'react';
import type { DaySlots, ShopSettings, ShopSettingsInput, SlotDef, SlotType } from '@halwai/domain';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { translateMessage } from '../../i18n/translate-message';
import { DateField } from '../../lib/admin-ui/date-field';
import { formatCalendarDay } from '../../lib/format';

type SettingsControl = Control<ShopSettingsInput, unknown, ShopSettings>;
type SlotOverrides = Record<string, DaySlots>;

const TYPES: SlotType[] = ['pickup', 'delivery'];
const NO_SLOTS: DaySlots = { pickup: [], delivery: [] };
const FIRST_SLOT: SlotDef = { start: '10:00', end: '12:00', capacity: 10 };

/** "14:00" two hours after "12:00", at most "23:59". */
const twoHoursAfter = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const minutes = Math.min(h * 60 + m + 120, 23 * 60 + 59);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** A new slot starts where the list's last one ends, two hours long, taking as many orders. */
export function nextSlot(list: readonly SlotDef[]): SlotDef {
  const last = [...list].sort((a, b) => a.start.localeCompare(b.start)).at(-1);
  return last ? { start: last.end, end: twoHoursAfter(last.end), capacity: last.capacity } : FIRST_SLOT;
}

/** A field's message, or its item's (an array field's errors sit on its items), in the page's language. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return translateMessage(error.message);
  return undefined;
}
const errorAt = (error: unknown, key: string | number): unknown =>
  error && typeof error === 'object' ? (error as Record<string | number, unknown>)[key] : undefined;

/** One day's slots of one type: a row per slot (start, end, orders it takes), added and removed here. */
function SlotList({
  type,
  slots,
  onChange,
  error,
  name,
}: {
  type: SlotType;
  slots: SlotDef[];
  onChange: (slots: SlotDef[]) => void;
  error: unknown;
  /** The form's name of the list, e.g. `slots.pickup`, which the server's errors name too. */
  name: string;
}) {
  const { t } = useTranslation('admin-settings');
  const set = (index: number, change: Partial<SlotDef>) => onChange(slots.map((slot, i) => (i === index ? { ...slot, ...change } : slot)));
  const listMessage = messageOf(error);
  return (
    <Box component="section" aria-label={t(`slots.${type}`)}>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        {t(`slots.${type}`)}
      </Typography>
      <Stack spacing={1.5}>
        {slots.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t(`slots.none.${type}`)}
          </Typography>
        )}
        {slots.map((slot, index) => {
          const rowError = errorAt(error, index);
          const startError = messageOf(errorAt(rowError, 'start'));
          const endError = messageOf(errorAt(rowError, 'end'));
          const capacityError = messageOf(errorAt(rowError, 'capacity'));
          const rowMessage = messageOf(rowError);
          const number = index + 1;
          return (
            <Stack key={index} spacing={0.5} role="group" aria-label={t(`slots.row.${type}`, { number })}>
              <Stack direction="row" useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
                <TextField
                  size="small"
                  type="time"
                  label={t('slots.start')}
                  name={`${name}.${index}.start`}
                  value={slot.start}
                  onChange={(event) => set(index, { start: event.target.value })}
                  error={startError !== undefined}
                  helperText={startError}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ flex: '1 1 130px', maxWidth: 180 }}
                />
                <TextField
                  size="small"
                  type="time"
                  label={t('slots.end')}
                  name={`${name}.${index}.end`}
                  value={slot.end}
                  onChange={(event) => set(index, { end: event.target.value })}
                  error={endError !== undefined}
                  helperText={endError}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ flex: '1 1 130px', maxWidth: 180 }}
                />
                <TextField
                  size="small"
                  type="number"
                  label={t('slots.capacity')}
                  name={`${name}.${index}.capacity`}
                  value={Number.isNaN(slot.capacity) ? '' : slot.capacity}
                  onChange={(event) => set(index, { capacity: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
                  error={capacityError !== undefined}
                  helperText={capacityError}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, max: 10_000, step: 1, inputMode: 'numeric' } }}
                  sx={{ flex: '1 1 120px', maxWidth: 160 }}
                />
                <IconButton
                  aria-label={t(`slots.remove.${type}`, { number })}
                  onClick={() => onChange(slots.filter((_, i) => i !== index))}
                  sx={{ mt: 0.25 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
              {rowMessage && (
                <Typography variant="body2" color="error" role="alert">
                  {rowMessage}
                </Typography>
              )}
            </Stack>
          );
        })}
        {listMessage && (
          <Typography variant="body2" color="error" role="alert">
            {listMessage}
          </Typography>
        )}
        <Box>
          <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...slots, nextSlot(slots)])}>
            {t(`slots.add.${type}`)}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** A day's pickup list, then its delivery list. */
function DayLists({ day, onChange, error, name }: { day: DaySlots; onChange: (day: DaySlots) => void; error: unknown; name: string }) {
  return (
    <Stack spacing={2.5}>
      {TYPES.map((type) => (
        <SlotList
          key={type}
          type={type}
          slots={day[type] ?? []}
          onChange={(list) => onChange({ ...day, [type]: list })}
          error={errorAt(error, type)}
          name={`${name}.${type}`}
        />
      ))}
    </Stack>
  );
}

function DailySlots({ control }: { control: SettingsControl }) {
  const { field, fieldState } = useController({ name: 'slots', control });
  const day: DaySlots = { ...NO_SLOTS, ...field.value } as DaySlots;
  return <DayLists day={day} onChange={field.onChange} error={fieldState.error} name="slots" />;
}

/** Dates with slots of their own (a festival's longer day): each replaces the daily slots on its date. */
function DateOverrides({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  const { field, fieldState } = useController({ name: 'slotOverrides', control });
  const daily: DaySlots = { ...NO_SLOTS, ...useWatch({ control, name: 'slots' }) } as DaySlots;
  const overrides = (field.value ?? {}) as SlotOverrides;
  const dates = Object.keys(overrides).sort();
  // Each date added starts the field afresh, empty for the next.
  const [added, setAdded] = useState(0);
  const add = (date: string) => {
    if (!date) return;
    // A new date starts from the daily slots, which the owner then widens.
    if (!overrides[date]) field.onChange({ ...overrides, [date]: { pickup: [...daily.pickup], delivery: [...daily.delivery] } });
    setAdded((count) => count + 1);
  };
  const remove = (date: string) => field.onChange(Object.fromEntries(Object.entries(overrides).filter(([other]) => other !== date)));
  return (
    <Stack spacing={2} component="section" aria-label={t('slots.datesHeading')}>
      <div>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('slots.datesHeading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('slots.datesNote')}
        </Typography>
      </div>
      {dates.map((date) => {
        const shown = formatCalendarDay(date, { year: true });
        return (
          <Box key={date} component="section" aria-label={t('slots.dateLabel', { date: shown })} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
              <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {shown}
              </Typography>
              <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => remove(date)} aria-label={t('slots.removeDate', { date: shown })}>
                {t('slots.removeDateShort')}
              </Button>
            </Stack>
            <DayLists
              day={{ ...NO_SLOTS, ...overrides[date] }}
              onChange={(day) => field.onChange({ ...overrides, [date]: day })}
              error={errorAt(fieldState.error, date)}
              name={`slotOverrides.${date}`}
            />
            {messageOf(errorAt(fieldState.error, date)) && (
              <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
                {messageOf(errorAt(fieldState.error, date))}
              </Typography>
            )}
          </Box>
        );
      })}
      {messageOf(fieldState.error) && (
        <Typography variant="body2" color="error" role="alert">
          {messageOf(fieldState.error)}
        </Typography>
      )}
      <DateField key={added} label={t('slots.addDate')} value="" onChange={add} helperText={t('slots.addDateHelp')} name="slotOverrides" />
    </Stack>
  );
}

/**
 * Settings → Slots: the pickup and delivery slots of every open day and the orders each takes, and dates
 * with their own. Drawn again only when its own fields change, not with every keystroke elsewhere in the form.
 */
export const SlotSettings = memo(function SlotSettings({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="slot-settings-heading">
      <Typography id="slot-settings-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('slots.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('slots.note')}
      </Typography>
      <Stack spacing={3}>
        <div>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('slots.dailyHeading')}
          </Typography>
          <DailySlots control={control} />
        </div>
        <DateOverrides control={control} />
      </Stack>
    </Paper>
  );
});
