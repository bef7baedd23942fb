import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { DeadLinksWarning } from '../../lib/admin-ui/dead-links-warning';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { NoticeSnackbar } from '../../lib/admin-ui/notice-snackbar';
import { useNotice } from '../../lib/admin-ui/use-notice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSaveSettings, useSettings } from './api/settings';
import { ProductFeeds } from './product-feeds';
import { SettingsForm } from './settings-form';

/** The owner's desk (`/admin/settings`): shop details, tax numbers, UPI and per-category GST. */
export function SettingsPage() {
  const { t } = useTranslation('admin-settings');
  useDocumentTitle(t('documentTitle'));
  const settings = useSettings();
  const save = useSaveSettings();
  const { notice, notify, dismiss } = useNotice();

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <AdminPageHeader title={t('heading')} description={t('description')} />
      <DeadLinksWarning />
      {settings.isPending && <Skeleton variant="rounded" height={480} />}
      {settings.isError && <LoadErrorAlert what={t('loadFailed')} error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <SettingsForm
          key={settings.dataUpdatedAt}
          settings={settings.data}
          saving={save.isPending}
          onSave={async (values) => {
            await save.mutateAsync(values);
            notify(t('saved'));
          }}
        />
      )}
      <ProductFeeds />
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
