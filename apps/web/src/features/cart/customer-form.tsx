import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { customerSchema, type CustomerFormInput, type CustomerInput } from '@halwai/domain';
import { PhoneNumberField, RegisteredTextField } from '../../lib/ui/registered-text-field';

interface CustomerFormProps {
  onPlaceOrder: (customer: CustomerInput) => void;
  sending: boolean;
  /** Why the order cannot be placed yet besides these fields (pickup or delivery); shown under the button. */
  blockedBy?: string | null;
}

/** Name, a mobile number (sent as its 10 digits) and an optional email; Place Order stays disabled until they are valid. */
export function CustomerForm({ onPlaceOrder, sending, blockedBy = null }: CustomerFormProps) {
  const { register, handleSubmit, formState } = useForm<CustomerFormInput, unknown, CustomerInput>({
    resolver: zodResolver(customerSchema),
    defaultValues: { customerName: '', customerMobile: '', customerEmail: '' },
    mode: 'onTouched',
  });
  const { errors } = formState;

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onPlaceOrder)} spacing={2} aria-label="Your details">
      <Typography component="h2" variant="h5">
        Your details
      </Typography>
      <RegisteredTextField
        label="Name"
        required
        autoComplete="name"
        registration={register('customerName')}
        fieldError={errors.customerName}
      />
      <PhoneNumberField
        label="Mobile number"
        required
        registration={register('customerMobile')}
        fieldError={errors.customerMobile}
        helperText="We call this number to confirm your order."
      />
      <RegisteredTextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        registration={register('customerEmail')}
        fieldError={errors.customerEmail}
        helperText="We also send news of your order here."
      />
      <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || sending || blockedBy !== null} startIcon={<LockOutlinedIcon />} sx={{ py: 1.5 }}>
        Place Order
      </Button>
      {blockedBy && (
        <Typography variant="body2" color="text.secondary" role="status">
          {blockedBy}
        </Typography>
      )}
    </Stack>
  );
}
