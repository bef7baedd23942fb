import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { NoticeSnackbar } from '../../lib/admin-ui/notice-snackbar';
import { useNotice } from '../../lib/admin-ui/use-notice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSaveSettings, useSettings } from './api/settings';
import { SettingsForm } from './settings-form';

/** The owner's desk (`/admin/settings`): shop details, tax numbers, UPI and per-category GST. */
export function SettingsPage() {
  useDocumentTitle('Shop settings');
  const settings = useSettings();
  const save = useSaveSettings();
  const { notice, notify, dismiss } = useNotice();

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <AdminPageHeader title="Shop settings" description="What customers see, what invoices say, and how the shop is paid" />
      {settings.isPending && <Skeleton variant="rounded" height={480} />}
      {settings.isError && <LoadErrorAlert what="The settings could not be loaded" error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <SettingsForm
          key={settings.dataUpdatedAt}
          settings={settings.data}
          saving={save.isPending}
          onSave={async (values) => {
            await save.mutateAsync(values);
            notify('Settings saved');
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
