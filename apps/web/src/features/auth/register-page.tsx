import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, selfRegisterSchema, type SelfRegisterInput } from '@halwai/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translate-message';
import { ApiError } from '../../lib/api-client';
import { EmailPasswordFields } from '../../lib/admin-ui/email-password-fields';
import { FormTextField } from '../../lib/admin-ui/form-text-field';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRegister, useRegistration } from './api/register';
import { AuthCard } from './auth-card';
import { AuthForm, AuthSwitchLink } from './auth-form';

const REGISTER_FIELDS = new Set(['email', 'password', 'setupCode']);
const isRegisterField = (name: string) => REGISTER_FIELDS.has(name);

/** Whether a refusal is about the setup code: the shop has no admin after all, so the field is shown. */
const asksForSetupCode = (error: unknown) => error instanceof ApiError && 'setupCode' in error.fieldErrors;

export function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.documentTitle'));
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
      // Signed in: on into the back office. Waiting for approval: the login page shows the server's
      // sentence, or ours when it has none.
      onSuccess: ({ answer, signedIn }) =>
        signedIn
          ? navigate(paths.dashboard, { replace: true })
          : navigate(paths.login, { state: { message: answer.message || t('register.awaitingApproval') } }),
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(error.fieldErrors, setError, isRegisterField);
      },
    });
  });

  return (
    <AuthCard title={t('register.title')} intro={claiming ? t('register.introClaiming') : t('register.intro')}>
      <AuthForm
        label={t('register.form')}
        onSubmit={onSubmit}
        request={createAccount}
        failureMessage={translateMessage(MESSAGES.registrationFailed)}
        submitLabel={t('register.submit')}
        pendingLabel={t('register.pending')}
      >
        <EmailPasswordFields control={control} purpose="new-password" />
        {claiming && (
          <FormTextField
            control={control}
            name="setupCode"
            label={t('register.setupCode')}
            autoComplete="off"
            required
            helperText={t('register.setupCodeHint')}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
        )}
      </AuthForm>
      <AuthSwitchLink question={t('register.haveAccount')} to={paths.login} label={t('register.logIn')} />
    </AuthCard>
  );
}
