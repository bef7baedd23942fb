import { useState } from 'react';
import { DAY_NAMES, ORDERS_WHEN_CLOSED, type OpeningSpan, type ShopSettings, type ShopSettingsInput } from '@halwai/domain';
import { useController, type Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type SettingsControl = Control<ShopSettingsInput, unknown, ShopSettings>;

const DEFAULT_SPAN = { open: '08:00', close: '22:00' };
/** Monday first, as a shop's week is read. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** Hours per day (a day left unticked is closed), or none at all: orders at any time. */
function HoursField({ control }: { control: SettingsControl }) {
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
        label={hours === null ? 'No hours set: orders are taken at any time' : 'Opening hours govern ordering'}
      />
      {hours !== null &&
        WEEK.map((day) => {
          const span = spanOf(day);
          return (
            <Stack key={day} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FormControlLabel
                sx={{ width: 140 }}
                control={<Checkbox checked={span !== undefined} onChange={(event) => setDay(day, event.target.checked ? DEFAULT_SPAN : null)} />}
                label={DAY_NAMES[day]}
              />
              {span ? (
                <>
                  <TextField size="small" type="time" label="Opens" value={span.open} onChange={(event) => setDay(day, { ...span, open: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
                  <TextField size="small" type="time" label="Closes" value={span.close} onChange={(event) => setDay(day, { ...span, close: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
                </>
              ) : (
                <Typography color="text.secondary">Closed</Typography>
              )}
            </Stack>
          );
        })}
      {fieldState.error && <Typography color="error" role="alert">{firstMessage(fieldState.error)}</Typography>}
    </Stack>
  );
}

function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error).map(firstMessage).find(Boolean);
}

/** Holidays typed as one list of dates. */
function HolidaysField({ control }: { control: SettingsControl }) {
  const { field, fieldState } = useController({ name: 'holidays', control });
  const [text, setText] = useState(() => (field.value ?? []).join(', '));
  return (
    <TextField
      label="Holidays"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(event.target.value.split(/[\s,]+/).filter(Boolean));
      }}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={firstMessage(fieldState.error) ?? 'Dates the shop is closed, like 2026-11-14, separated by commas'}
    />
  );
}

function PolicyField({ control }: { control: SettingsControl }) {
  const { field } = useController({ name: 'ordersWhenClosed', control });
  return (
    <TextField select label="Orders while closed" value={field.value ?? 'next-open'} onChange={(event) => field.onChange(event.target.value)}>
      {ORDERS_WHEN_CLOSED.map((policy) => (
        <MenuItem key={policy} value={policy}>
          {policy === 'next-open' ? 'Take them for the next opening' : 'Refuse them until we open'}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** When the shop is open, its holidays, and what happens to an order placed while it is closed. */
export function OpeningHoursSettings({ control }: { control: SettingsControl }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        Opening hours
      </Typography>
      <Stack spacing={2}>
        <HoursField control={control} />
        <HolidaysField control={control} />
        <PolicyField control={control} />
      </Stack>
    </Paper>
  );
}
