import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { NotFoundPage } from './not-found-page';

/** The route errorElement: a page that failed to render or load says so and offers a way on. */
export function RouteErrorPage() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <SomethingWentWrong />;
}

function SomethingWentWrong() {
  useDocumentTitle('Something went wrong');
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography component="h1" variant="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sorry, this page could not be shown. Reloading usually fixes it; if not, please try again in a few minutes.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          Go to home
        </Button>
      </Stack>
    </Container>
  );
}
