import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { customerSchema, type CustomerFormInput, type CustomerInput } from '@halwai/domain';
import { translateMessage } from '../../i18n/translate-message';
import { PhoneNumberField, RegisteredTextField } from '../../lib/ui/registered-text-field';
import { CartReminderBox } from './cart-reminder-box';

interface CustomerFormProps {
  onPlaceOrder: (customer: CustomerInput) => void;
  sending: boolean;
  /** Why the order cannot be placed yet besides these fields (pickup or delivery); shown under the button. */
  blockedBy?: string | null;
}

/** A field's error in the shop's language: the domain's rules speak English (MESSAGES). */
const inLanguage = (error: FieldError | undefined): FieldError | undefined =>
  error?.message ? { ...error, message: translateMessage(error.message) } : error;

/** Name, a mobile number (sent as its 10 digits) and an optional email; Place Order stays disabled until they are valid. */
export function CustomerForm({ onPlaceOrder, sending, blockedBy = null }: CustomerFormProps) {
  const { t } = useTranslation('cart');
  const { register, handleSubmit, formState, control } = useForm<CustomerFormInput, unknown, CustomerInput>({
    resolver: zodResolver(customerSchema),
    defaultValues: { customerName: '', customerMobile: '', customerEmail: '' },
    mode: 'onTouched',
  });
  const { errors } = formState;
  const mobile = useWatch({ control, name: 'customerMobile' }) ?? '';

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onPlaceOrder)} spacing={2} aria-label={t('customer.heading')}>
      <Typography component="h2" variant="h5">
        {t('customer.heading')}
      </Typography>
      <RegisteredTextField
        label={t('customer.name')}
        required
        autoComplete="name"
        registration={register('customerName')}
        fieldError={inLanguage(errors.customerName)}
      />
      <PhoneNumberField
        label={t('customer.mobile')}
        required
        registration={register('customerMobile')}
        fieldError={inLanguage(errors.customerMobile)}
        helperText={t('customer.mobileHelp')}
      />
      <CartReminderBox mobile={mobile} />
      <RegisteredTextField
        label={t('customer.email')}
        type="email"
        autoComplete="email"
        registration={register('customerEmail')}
        fieldError={inLanguage(errors.customerEmail)}
        helperText={t('customer.emailHelp')}
      />
      <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || sending || blockedBy !== null} startIcon={<LockOutlinedIcon />} sx={{ py: 1.5 }}>
        {t('customer.placeOrder')}
      </Button>
      {blockedBy && (
        <Typography variant="body2" color="text.secondary" role="status">
          {blockedBy}
        </Typography>
      )}
    </Stack>
  );
}
