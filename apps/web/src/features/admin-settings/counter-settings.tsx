import { SCALE_ITEM_DIGITS, type ShopSettings, type ShopSettingsInput } from '@halwai/domain';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { translateMessage } from '../../i18n/translate-message';
import { QuickKeysSettings } from './quick-keys-settings';

type SettingsControl = Control<ShopSettingsInput, unknown, ShopSettings>;
type CounterNumber = 'counter.scaleItemDigits' | 'counter.cashierDiscountLimit' | 'counter.refundDays';

function NumberField({
  control,
  name,
  label,
  helperText,
  select,
}: {
  control: SettingsControl;
  name: CounterNumber;
  label: string;
  helperText: string;
  select?: number[];
}) {
  const { field, fieldState } = useController({ name, control });
  const value = field.value;
  return (
    <TextField
      label={label}
      type={select ? undefined : 'number'}
      select={select !== undefined}
      name={field.name}
      value={value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : helperText}
      slotProps={{ htmlInput: { min: 0, step: 'any' } }}
    >
      {select?.map((n) => (
        <MenuItem key={n} value={n}>
          {n}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The counter's own series: an empty box is the web's series (null). */
function InvoicePrefixField({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  const { field, fieldState } = useController({ name: 'counter.invoicePrefix', control });
  return (
    <TextField
      label={t('counter.invoicePrefix')}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value.trim() === '' ? null : event.target.value.toUpperCase())}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : t('counter.invoicePrefixHelp')}
    />
  );
}

const DIGITS = Array.from({ length: SCALE_ITEM_DIGITS.max - SCALE_ITEM_DIGITS.min + 1 }, (_, i) => SCALE_ITEM_DIGITS.min + i);

/** Settings → Counter: what a cashier may take off, how long a bill may be refunded, the scale's labels, the bills' series, the quick keys. */
export function CounterSettings({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('counter.heading')}
      </Typography>
      <Stack spacing={2}>
        <NumberField
          control={control}
          name="counter.cashierDiscountLimit"
          label={t('counter.cashierDiscountLimit')}
          helperText={t('counter.cashierDiscountLimitHelp')}
        />
        <NumberField
          control={control}
          name="counter.refundDays"
          label={t('counter.refundDays')}
          helperText={t('counter.refundDaysHelp')}
        />
        <NumberField
          control={control}
          name="counter.scaleItemDigits"
          label={t('counter.scaleItemDigits')}
          helperText={t('counter.scaleItemDigitsHelp')}
          select={DIGITS}
        />
        <InvoicePrefixField control={control} />
        <QuickKeysSettings control={control} />
      </Stack>
    </Paper>
  );
}
