import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../lib/paths';
import { NoticePage } from '../lib/ui/notice-page';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <NoticePage
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <RouterLink to={paths.home} className="shop-button shop-button--contained">
          {t('notFound.backHome')}
        </RouterLink>
      }
    />
  );
}
