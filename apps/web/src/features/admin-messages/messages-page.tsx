import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { EmptyState } from '../../lib/admin-ui/empty-state';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { NoticeSnackbar } from '../../lib/admin-ui/notice-snackbar';
import { useNotice } from '../../lib/admin-ui/use-notice';
import { LiveStatusChip } from '../../lib/live-events/live-status-chip';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMessages } from './api/get-messages';
import { MessageCard } from './message-card';
import { newMessages } from './new-messages';
import { StatusLine } from '../../lib/admin-ui/status-line';

/** Get-in-touch messages (`/admin/messages`), newest first, each with a handled switch. */
export function MessagesPage() {
  const { t } = useTranslation('admin-messages');
  useDocumentTitle(t('page.title'));
  newMessages.useViewing();
  const messages = useMessages();
  const { notice, notify, dismiss } = useNotice();
  const list = messages.data ?? [];
  const open = list.filter((m) => !m.handled).length;

  return (
    <Container maxWidth="md">
      <AdminPageHeader title={t('page.title')} description={t('page.description')} actions={<LiveStatusChip />} />
      {messages.isSuccess && <StatusLine>{t('page.count', { count: list.length, open })}</StatusLine>}
      {messages.isError && <LoadErrorAlert what={t('page.loadError')} error={messages.error} onRetry={messages.refetch} />}
      <Stack spacing={2}>
        {messages.isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rounded" height={150} />)}
        {messages.isSuccess && list.length === 0 && <EmptyState text={t('page.none')} />}
        {list.map((message) => (
          <MessageCard key={message.id} message={message} onNotice={notify} />
        ))}
      </Stack>
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
