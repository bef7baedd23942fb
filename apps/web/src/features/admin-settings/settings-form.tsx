import { zodResolver } from '@hookform/resolvers/zod';
import { GST_RATES, inLanguage, shopSettingsSchema, type ShopSettings, type ShopSettingsInput } from '@halwai/domain';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import { translateMessage } from '../../i18n/translate-message';
import { useLanguage } from '../../i18n/use-language';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { FormTextField } from '../../lib/admin-ui/form-text-field';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { CartReminderSettings } from './cart-reminder-settings';
import { CounterSettings } from './counter-settings';
import { CustomerMessageSettings } from './customer-message-settings';
import { DeliverySettings } from './delivery-settings';
import { OpeningHoursSettings } from './opening-hours-settings';
import { SlotSettings } from './slot-settings';

interface SettingsFormProps {
  settings: ShopSettings;
  onSave: (values: ShopSettings) => Promise<unknown>;
  saving: boolean;
}

/** The minimum order in rupees: a number field whose empty value the schema refuses by name. */
function MinimumOrderField({ control }: { control: Control<ShopSettingsInput, unknown, ShopSettings> }) {
  const { t } = useTranslation('admin-settings');
  const { field, fieldState } = useController({ name: 'minimumOrder', control });
  return (
    <TextField
      label={t('shop.minimumOrder')}
      type="number"
      name={field.name}
      value={Number.isNaN(field.value) ? '' : field.value}
      onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : t('shop.minimumOrderHelp')}
      slotProps={{ htmlInput: { min: 0, step: 'any' } }}
    />
  );
}

function GstRateField({ control, index }: { control: Control<ShopSettingsInput, unknown, ShopSettings>; index: number }) {
  const { t } = useTranslation('admin-settings');
  const { field, fieldState } = useController({ name: `categories.${index}.gstRate`, control });
  return (
    <TextField
      select
      size="small"
      label={t('gst.rate')}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(Number(event.target.value))}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message && translateMessage(fieldState.error.message)}
    >
      {GST_RATES.map((rate) => (
        <MenuItem key={rate} value={rate}>
          {t('gst.ratePercent', { rate })}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Every setting of the shop in one form, checked by the same schema the server uses. */
export function SettingsForm({ settings, onSave, saving }: SettingsFormProps) {
  const { t } = useTranslation('admin-settings');
  const language = useLanguage();
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
      setError('root', { message: errorMessage(error, t('saveFailed')) });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label={t('formLabel')}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('shop.heading')}
        </Typography>
        <Stack spacing={2}>
          <FormTextField control={control} name="name" label={t('shop.name')} required />
          <FormTextField control={control} name="phone" label={t('shop.phone')} inputMode="tel" required />
          <FormTextField control={control} name="address" label={t('shop.address')} multiline minRows={2} required />
          <MinimumOrderField control={control} />
          <FormTextField
            control={control}
            name="closingTime"
            label={t('shop.closingTime')}
            type="time"
            helperText={t('shop.closingTimeHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </Paper>

      <OpeningHoursSettings control={control} />

      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('tax.heading')}
        </Typography>
        <Stack spacing={2}>
          <FormTextField control={control} name="gstin" label={t('tax.gstin')} helperText={t('tax.gstinHelp')} />
          <FormTextField control={control} name="fssai" label={t('tax.fssai')} helperText={t('tax.fssaiHelp')} inputMode="numeric" />
          <FormTextField control={control} name="invoicePrefix" label={t('tax.invoicePrefix')} helperText={t('tax.invoicePrefixHelp')} required />
        </Stack>
      </Paper>

      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('upi.heading')}
        </Typography>
        <Stack spacing={2}>
          <FormTextField control={control} name="upiId" label={t('upi.id')} helperText={t('upi.idHelp')} />
          <FormTextField control={control} name="upiPayee" label={t('upi.payee')} helperText={t('upi.payeeHelp')} />
        </Stack>
      </Paper>

      <DeliverySettings control={control} />

      <SlotSettings control={control} />

      {settings.counter && <CounterSettings control={control} />}

      {settings.cartReminder && <CartReminderSettings control={control} />}

      {settings.customerMessages && <CustomerMessageSettings control={control} />}

      <Paper sx={{ p: { xs: 2, sm: 3 }, overflowX: 'auto' }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('gst.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('gst.note')}
        </Typography>
        <Table size="small" aria-label={t('gst.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('gst.category')}</TableCell>
              <TableCell>{t('gst.hsn')}</TableCell>
              <TableCell>{t('gst.rate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {settings.categories.map((category, index) => (
              <TableRow key={category.categoryId}>
                <TableCell>{inLanguage(language, category.name ?? '', category.nameHi)}</TableCell>
                <TableCell>
                  <FormTextField
                    control={control}
                    name={`categories.${index}.hsn`}
                    label={t('gst.hsnFor', { category: inLanguage(language, category.name ?? '', category.nameHi) })}
                    size="small"
                  />
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
          {saving ? t('saving') : t('save')}
        </Button>
      </Stack>
    </Stack>
  );
}
