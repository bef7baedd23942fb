import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, registerSchema, type RegisterInput } from '@halwai/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { EmailPasswordFields } from '../../lib/admin-ui/email-password-fields';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRegister } from './api/register';
import { AuthCard } from './auth-card';
import { AuthForm, AuthSwitchLink } from './auth-form';

/** Said on the login page when the server's answer carries no sentence of its own. */
export const AWAITING_APPROVAL_NOTE = 'Account created. An admin must approve it before you can sign in.';

const isRegisterField = (name: string) => name === 'email' || name === 'password';

export function RegisterPage() {
  useDocumentTitle('Create account');
  const navigate = useNavigate();
  const createAccount = useRegister();
  const { control, handleSubmit, setError } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) =>
    createAccount.mutate(values, {
      onSuccess: (answer) => navigate(paths.login, { state: { message: answer.message || AWAITING_APPROVAL_NOTE } }),
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(error.fieldErrors, setError, isRegisterField);
      },
    }),
  );

  return (
    <AuthCard title="Create Account" intro="For shop staff. An admin approves new accounts before they can sign in.">
      <AuthForm
        label="Create account"
        onSubmit={onSubmit}
        request={createAccount}
        failureMessage={MESSAGES.registrationFailed}
        submitLabel="Create Account"
        pendingLabel="Creating account…"
      >
        <EmailPasswordFields control={control} purpose="new-password" />
      </AuthForm>
      <AuthSwitchLink question="Already have an account?" to={paths.login} label="Log in" />
    </AuthCard>
  );
}
