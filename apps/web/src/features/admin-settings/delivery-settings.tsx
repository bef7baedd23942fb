import type { ShopSettings, ShopSettingsInput } from '@halwai/domain';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { translateMessage } from '../../i18n/translate-message';
import { firstMessage } from '../../lib/admin-ui/field-message';
import { FormTextField } from '../../lib/admin-ui/form-text-field';
import { PincodesField } from '../../lib/admin-ui/pincodes-field';

type SettingsControl = Control<ShopSettingsInput, unknown, ShopSettings>;

/** Pincodes and prefixes typed as one list, separated by commas, spaces or new lines. */
function DeliveryPincodesField({ control }: { control: SettingsControl }) {
  const { field, fieldState } = useController({ name: 'deliveryPincodes', control });
  return (
    <PincodesField
      pincodes={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      error={firstMessage(fieldState.error)}
    />
  );
}

/** A rupee amount; `optional` fields save an empty box as null. */
function RupeesField({
  control,
  name,
  label,
  helperText,
  optional = false,
}: {
  control: SettingsControl;
  name: 'deliveryCharge' | 'freeDeliveryFrom';
  label: string;
  helperText: string;
  optional?: boolean;
}) {
  const { field, fieldState } = useController({ name, control });
  const value = field.value;
  return (
    <TextField
      label={label}
      type="number"
      name={field.name}
      value={value === null || value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(event) => field.onChange(event.target.value === '' ? (optional ? null : Number.NaN) : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : helperText}
      slotProps={{ htmlInput: { min: 0, step: 'any' } }}
    />
  );
}

function DeliverySwitch({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  const { field } = useController({ name: 'deliveryEnabled', control });
  return (
    <FormControlLabel
      label={t('delivery.enabled')}
      control={<Switch name={field.name} checked={Boolean(field.value)} onChange={(_event, on) => field.onChange(on)} inputRef={field.ref} />}
    />
  );
}

/** Delivery on or off, where to, for how much, and the shop's time zone for preferred dates. */
export function DeliverySettings({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('delivery.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('delivery.note')}
      </Typography>
      <Stack spacing={2}>
        <DeliverySwitch control={control} />
        <DeliveryPincodesField control={control} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <RupeesField control={control} name="deliveryCharge" label={t('delivery.charge')} helperText={t('delivery.chargeHelp')} />
          <RupeesField
            control={control}
            name="freeDeliveryFrom"
            label={t('delivery.freeFrom')}
            helperText={t('delivery.freeFromHelp')}
            optional
          />
        </Stack>
        <FormTextField control={control} name="timeZone" label={t('delivery.timeZone')} helperText={t('delivery.timeZoneHelp')} />
      </Stack>
    </Paper>
  );
}
