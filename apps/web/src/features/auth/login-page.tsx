import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The app sends `{message}` in the navigation state, e.g. when the session has ended. */
function readNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  return typeof state.message === 'string' ? state.message : null;
}

export function LoginPage() {
  useDocumentTitle('Staff login');
  const notice = readNotice(useLocation().state);
  return (
    <Container maxWidth="xs">
      <Typography component="h1" variant="h1" gutterBottom>
        Welcome Admin
      </Typography>
      {notice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Typography>
        New here?{' '}
        <Link component={RouterLink} to={paths.register}>
          Create an account
        </Link>
      </Typography>
    </Container>
  );
}
