import { zodResolver } from '@hookform/resolvers/zod';
import { GST_RATES, shopSettingsSchema, type ShopSettings, type ShopSettingsInput } from '@halwai/domain';
import { useController, useForm, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { FormTextField } from '../../lib/admin-ui/form-text-field';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { CustomerMessageSettings } from './customer-message-settings';
import { DeliverySettings } from './delivery-settings';
import { OpeningHoursSettings } from './opening-hours-settings';

interface SettingsFormProps {
  settings: ShopSettings;
  onSave: (values: ShopSettings) => Promise<unknown>;
  saving: boolean;
}

/** The minimum order in rupees: a number field whose empty value the schema refuses by name. */
function MinimumOrderField({ control }: { control: Control<ShopSettingsInput, unknown, ShopSettings> }) {
  const { field, fieldState } = useController({ name: 'minimumOrder', control });
  return (
    <TextField
      label="Minimum order value (₹)"
      type="number"
      name={field.name}
      value={Number.isNaN(field.value) ? '' : field.value}
      onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? 'Orders below this total are refused'}
      slotProps={{ htmlInput: { min: 0, step: 'any' } }}
    />
  );
}

function GstRateField({ control, index }: { control: Control<ShopSettingsInput, unknown, ShopSettings>; index: number }) {
  const { field, fieldState } = useController({ name: `categories.${index}.gstRate`, control });
  return (
    <TextField
      select
      size="small"
      label="GST rate"
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(Number(event.target.value))}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
    >
      {GST_RATES.map((rate) => (
        <MenuItem key={rate} value={rate}>
          {rate}%
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Every setting of the shop in one form, checked by the same schema the server uses. */
export function SettingsForm({ settings, onSave, saving }: SettingsFormProps) {
  const { control, handleSubmit, setError, formState } = useForm<ShopSettingsInput, unknown, ShopSettings>({
    resolver: zodResolver(shopSettingsSchema),
    defaultValues: settings,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors, setError, () => true);
      setError('root', { message: errorMessage(error, 'The settings could not be saved') });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label="Shop settings">
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          The shop
        </Typography>
        <Stack spacing={2}>
          <FormTextField control={control} name="name" label="Shop name" required />
          <FormTextField control={control} name="phone" label="Phone (10 digits)" inputMode="tel" required />
          <FormTextField control={control} name="address" label="Address" multiline minRows={2} required />
          <MinimumOrderField control={control} />
          <FormTextField
            control={control}
            name="closingTime"
            label="Closing time"
            type="time"
            helperText="The day's sales summary is sent by email and webhook at this time (shop time zone)"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </Paper>

      <OpeningHoursSettings control={control} />

      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          Tax and registration
        </Typography>
        <Stack spacing={2}>
          <FormTextField control={control} name="gstin" label="GSTIN" helperText="15 characters, e.g. 27AAPFU0939F1ZV" />
          <FormTextField control={control} name="fssai" label="FSSAI licence number" helperText="14 digits" inputMode="numeric" />
          <FormTextField control={control} name="invoicePrefix" label="Invoice number prefix" helperText="e.g. HW gives HW/2026-27/0001" required />
        </Stack>
      </Paper>

      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          UPI payment
        </Typography>
        <Stack spacing={2}>
          <FormTextField control={control} name="upiId" label="UPI ID" helperText="Leave empty to hide UPI payment, e.g. shopname@okaxis" />
          <FormTextField control={control} name="upiPayee" label="Payee name" helperText="The name UPI apps show when paying" />
        </Stack>
      </Paper>

      <DeliverySettings control={control} />

      {settings.customerMessages && <CustomerMessageSettings control={control} />}

      <Paper sx={{ p: { xs: 2, sm: 3 }, overflowX: 'auto' }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          HSN code and GST rate per category
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Prices include GST; invoices split it out at these rates.
        </Typography>
        <Table size="small" aria-label="HSN code and GST rate per category">
          <TableHead>
            <TableRow>
              <TableCell>Category</TableCell>
              <TableCell>HSN code</TableCell>
              <TableCell>GST rate</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {settings.categories.map((category, index) => (
              <TableRow key={category.categoryId}>
                <TableCell>{category.name}</TableCell>
                <TableCell>
                  <FormTextField control={control} name={`categories.${index}.hsn`} label={`HSN code for ${category.name}`} size="small" />
                </TableCell>
                <TableCell>
                  <GstRateField control={control} index={index} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>

      {formState.errors.root?.message && <Alert severity="error">{formState.errors.root.message}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </Button>
      </Stack>
    </Stack>
  );
}
