import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { getToken } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLogout } from './api/logout';
import { AuthCard } from './auth-card';

/**
 * Signs out on arrival: removes the stored email and token and revokes the token on the server.
 * The token is read once, on arrival, because the page must stay after it is gone; arriving
 * without one is the guard's case and goes to the login page.
 */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('logout.documentTitle'));
  const [token] = useState(getToken);
  const { mutate: signOut, isIdle, isPending, isError } = useLogout();

  useEffect(() => {
    if (token) signOut(token);
  }, [token, signOut]);

  if (!token) return <Navigate to={paths.adminLogin} replace />;

  if (isIdle || isPending) {
    return (
      <AuthCard title={t('logout.title')}>
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-hidden />
          <Typography>{t('logout.signingOut')}</Typography>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('logout.done')}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('logout.signedOut')}
        </Typography>
        {isError && (
          <Alert severity="warning" sx={{ width: '100%' }}>
            {t('logout.notTold')}
          </Alert>
        )}
        <Button component={RouterLink} to={paths.adminLogin} variant="contained" size="large">
          {t('logout.login')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
