import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
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
  useDocumentTitle('Messages');
  newMessages.useViewing();
  const messages = useMessages();
  const { notice, notify, dismiss } = useNotice();
  const list = messages.data ?? [];
  const open = list.filter((m) => !m.handled).length;

  return (
    <Container maxWidth="md">
      <AdminPageHeader
        title="Messages"
        description="What customers wrote through the get-in-touch form, newest first."
        actions={<LiveStatusChip />}
      />
      {messages.isSuccess && (
        <StatusLine>
          {list.length} {list.length === 1 ? 'message' : 'messages'}, {open} not handled yet
        </StatusLine>
      )}
      {messages.isError && (
        <LoadErrorAlert what="The messages could not be loaded" error={messages.error} onRetry={messages.refetch} />
      )}
      <Stack spacing={2}>
        {messages.isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rounded" height={150} />)}
        {messages.isSuccess && list.length === 0 && <EmptyState text="No messages yet." />}
        {list.map((message) => (
          <MessageCard key={message.id} message={message} onNotice={notify} />
        ))}
      </Stack>
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
