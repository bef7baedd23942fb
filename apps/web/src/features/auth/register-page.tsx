import { Link as RouterLink } from 'react-router';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function RegisterPage() {
  useDocumentTitle('Create account');
  return (
    <Container maxWidth="xs">
      <Typography component="h1" variant="h1" gutterBottom>
        Create Account
      </Typography>
      <Typography>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.login}>
          Log in
        </Link>
      </Typography>
    </Container>
  );
}
