import { PASSWORD_MIN_LENGTH } from '@halwai/domain';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  return (
    <>
      <FormTextField
        control={control}
        name="email"
        label={t('fields.email')}
        type="email"
        autoComplete={emailAutoComplete}
        required
      />
      <FormPasswordField
        control={control}
        name="password"
        autoComplete={purpose}
        helperText={purpose === 'new-password' ? t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
      />
    </>
  );
}
