import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, selfRegisterSchema, type SelfRegisterInput } from '@halwai/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { EmailPasswordFields } from '../../lib/admin-ui/email-password-fields';
import { FormTextField } from '../../lib/admin-ui/form-text-field';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRegister, useRegistration } from './api/register';
import { AuthCard } from './auth-card';
import { AuthForm, AuthSwitchLink } from './auth-form';

/** Said on the login page when the server's answer carries no sentence of its own. */
export const AWAITING_APPROVAL_NOTE = 'Account created. An admin must approve it before you can sign in.';

const REGISTER_FIELDS = new Set(['email', 'password', 'setupCode']);
const isRegisterField = (name: string) => REGISTER_FIELDS.has(name);

/** Whether a refusal is about the setup code: the shop has no admin after all, so the field is shown. */
const asksForSetupCode = (error: unknown) => error instanceof ApiError && 'setupCode' in error.fieldErrors;

export function RegisterPage() {
  useDocumentTitle('Create account');
  const navigate = useNavigate();
  const registration = useRegistration();
  const createAccount = useRegister();
  const { control, handleSubmit, setError } = useForm<SelfRegisterInput>({
    resolver: zodResolver(selfRegisterSchema),
    defaultValues: { email: '', password: '', setupCode: '' },
    mode: 'onTouched',
  });
  // A shop with no admin yet: its first account must show it runs the shop, with the code its start printed.
  const claiming = registration.data?.setupCodeRequired === true || asksForSetupCode(createAccount.error);

  const onSubmit = handleSubmit(({ setupCode, ...account }) => {
    if (claiming && !setupCode) {
      setError('setupCode', { type: 'required', message: MESSAGES.setupCodeRequired }, { shouldFocus: true });
      return;
    }
    createAccount.mutate(claiming ? { ...account, setupCode } : account, {
      onSuccess: (answer) => navigate(paths.login, { state: { message: answer.message || AWAITING_APPROVAL_NOTE } }),
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(error.fieldErrors, setError, isRegisterField);
      },
    });
  });

  return (
    <AuthCard
      title="Create Account"
      intro={
        claiming
          ? 'This shop has no admin yet: the first account becomes its admin. Enter the setup code shown where the shop was started.'
          : 'For shop staff. An admin approves new accounts before they can sign in.'
      }
    >
      <AuthForm
        label="Create account"
        onSubmit={onSubmit}
        request={createAccount}
        failureMessage={MESSAGES.registrationFailed}
        submitLabel="Create Account"
        pendingLabel="Creating account…"
      >
        <EmailPasswordFields control={control} purpose="new-password" />
        {claiming && (
          <FormTextField
            control={control}
            name="setupCode"
            label="Setup code"
            autoComplete="off"
            required
            helperText="Printed in the terminal where the shop was started; a new one each start"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
        )}
      </AuthForm>
      <AuthSwitchLink question="Already have an account?" to={paths.login} label="Log in" />
    </AuthCard>
  );
}
