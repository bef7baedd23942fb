import { Link as RouterLink } from 'react-router';
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
        <RouterLink to={paths.home} className="shop-button shop-button--contained">
          Back to home
        </RouterLink>
      }
    />
  );
}
