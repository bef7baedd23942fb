import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MESSAGES, type LoginInput } from '@halwai/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translate-message';
import { ApiError } from '../../lib/api-client';
import { EmailPasswordFields } from '../../lib/admin-ui/email-password-fields';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import { useLogin } from './api/login';
import { AuthCard } from './auth-card';
import { AuthForm, AuthSwitchLink } from './auth-form';
import { readNotice, returnPath } from './navigation-state';

const isLoginField = (name: string) => name === 'email' || name === 'password';

export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.documentTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const notice = readNotice(location.state);
  const session = useSession();
  const signIn = useLogin();
  const { control, handleSubmit, setError } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (session) => navigate(returnPath(location.state, session.role), { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(error.fieldErrors, setError, isLoginField);
      },
    }),
  );

  const alreadySignedIn = session.token !== null && session.email !== null && signIn.isIdle;

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      {notice && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {translateMessage(notice)}
        </Alert>
      )}
      {alreadySignedIn && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={paths.dashboard} color="inherit" size="small">
              {t('login.continue')}
            </Button>
          }
        >
          {t('login.signedInAs', { email: session.email })}
        </Alert>
      )}
      <AuthForm
        label={t('login.form')}
        onSubmit={onSubmit}
        request={signIn}
        failureMessage={translateMessage(MESSAGES.loginFailed)}
        submitLabel={t('login.submit')}
        pendingLabel={t('login.pending')}
      >
        <EmailPasswordFields control={control} purpose="current-password" />
      </AuthForm>
      <AuthSwitchLink question={t('login.newHere')} to={paths.register} label={t('login.createAccount')} />
    </AuthCard>
  );
}
