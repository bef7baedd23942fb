import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '../lib/paths';
import { NoticePage } from '../lib/ui/notice-page';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <NoticePage
      title="Page not found"
      text="This page does not exist, or it has moved. Our sweets are still where you left them."
      actions={
        <Button component={RouterLink} to={paths.home} variant="contained">
          Back to home
        </Button>
      }
    />
  );
}
