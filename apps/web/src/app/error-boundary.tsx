import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '../lib/paths';
import { NoticePage } from '../lib/ui/notice-page';
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
    <NoticePage
      title="Something went wrong"
      text="Sorry, this page could not be shown. Reloading usually fixes it; if not, please try again in a few minutes."
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button component={RouterLink} to={paths.home} variant="outlined">
            Go to home
          </Button>
        </>
      }
    />
  );
}
