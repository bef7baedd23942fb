import { PASSWORD_MIN_LENGTH } from '@halwai/domain';
import type { Control } from 'react-hook-form';
import { FormPasswordField } from './form-password-field';
import { FormTextField } from './form-text-field';

interface EmailPasswordFieldsProps {
  control: Control<{ email: string; password: string }>;
  /** `current-password` signs in; `new-password` sets one and says how long it must be. */
  purpose: 'current-password' | 'new-password';
  /** `off` where an admin types someone else's email. */
  emailAutoComplete?: 'email' | 'off';
}

/** The email and password fields of the sign-in and account forms. */
export function EmailPasswordFields({ control, purpose, emailAutoComplete = 'email' }: EmailPasswordFieldsProps) {
  return (
    <>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete={emailAutoComplete} required />
      <FormPasswordField
        control={control}
        name="password"
        autoComplete={purpose}
        helperText={purpose === 'new-password' ? `At least ${PASSWORD_MIN_LENGTH} characters` : undefined}
      />
    </>
  );
}
