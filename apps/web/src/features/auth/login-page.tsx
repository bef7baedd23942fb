import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MESSAGES, type LoginInput } from '@halwai/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { FormPasswordField } from '../../lib/admin-ui/form-password-field';
import { FormTextField } from '../../lib/admin-ui/form-text-field';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import { useLogin } from './api/login';
import { AuthCard } from './auth-card';
import { readNotice, returnPath } from './navigation-state';

const isLoginField = (name: string) => name === 'email' || name === 'password';

export function LoginPage() {
  useDocumentTitle('Staff login');
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
      onSuccess: () => navigate(returnPath(location.state), { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(error.fieldErrors, setError, isLoginField);
      },
    }),
  );

  const alreadySignedIn = session.token !== null && session.email !== null && signIn.isIdle;

  return (
    <AuthCard title="Welcome Admin">
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        Sign in to manage the shop.
      </Typography>
      {notice && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {alreadySignedIn && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button component={RouterLink} to={paths.productList} color="inherit" size="small">
              Continue
            </Button>
          }
        >
          You are signed in as {session.email}.
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Staff login">
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
        <FormPasswordField control={control} name="password" autoComplete="current-password" />
        {signIn.isError && (
          <Alert severity="error" role="alert">
            {errorMessage(signIn.error, MESSAGES.loginFailed)}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={signIn.isPending}
          startIcon={signIn.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {signIn.isPending ? 'Logging in…' : 'Login'}
        </Button>
      </Stack>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        New here?{' '}
        <Link component={RouterLink} to={paths.register}>
          Create an account
        </Link>
      </Typography>
    </AuthCard>
  );
}
