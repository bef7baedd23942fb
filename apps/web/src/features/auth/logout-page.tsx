import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
  useDocumentTitle('Logout');
  const [token] = useState(getToken);
  const { mutate: signOut, isIdle, isPending, isError } = useLogout();

  useEffect(() => {
    if (token) signOut(token);
  }, [token, signOut]);

  if (!token) return <Navigate to={paths.adminLogin} replace />;

  if (isIdle || isPending) {
    return (
      <AuthCard title="Logout">
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-hidden />
          <Typography>Signing you out…</Typography>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Logged out!">
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          You have been signed out of the back office.
        </Typography>
        {isError && (
          <Alert severity="warning" sx={{ width: '100%' }}>
            The server could not be told, so the session will end on its own when it expires.
          </Alert>
        )}
        <Button component={RouterLink} to={paths.adminLogin} variant="contained" size="large">
          Login
        </Button>
      </Stack>
    </AuthCard>
  );
}
