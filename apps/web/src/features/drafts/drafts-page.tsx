import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { ConfirmDialog } from '../../lib/admin-ui/confirm-dialog';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { NoticeSnackbar } from '../../lib/admin-ui/notice-snackbar';
import { useNotice } from '../../lib/admin-ui/use-notice';
import { useCatalogue } from '../../lib/api/get-catalogue';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePublishDraft, type PublishResult } from './api/publish-draft';
import { DraftForm } from './draft-form';
import { draftToFormValues, emptyDraftForm } from './draft-form-values';
import { deleteDraft, saveDraft, type Draft } from './drafts-storage';
import { DraftsTable } from './drafts-table';
import { useDrafts } from './use-drafts';

function publishedNotice(draft: Draft, result: PublishResult): string {
  if (result.kind === 'published') return `Draft ${draft.name} published as product #${result.productId}`;
  if (result.productId !== null) return `Draft ${draft.name} was already published as product #${result.productId}`;
  return `Draft ${draft.name} is no longer stored here: it was published or deleted in another tab`;
}

/** Local drafts (`/admin/drafts`): products prepared in this browser, then published to the shop. */
export function DraftsPage() {
  useDocumentTitle('Local drafts');
  const drafts = useDrafts();
  const catalogue = useCatalogue();
  const publish = usePublishDraft();
  const { notice, notify, dismiss } = useNotice();
  const [editing, setEditing] = useState<Draft | null>(null);
  // Kept while the dialog fades out, so its text does not vanish mid-animation.
  const [toDelete, setToDelete] = useState<Draft | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const categories = catalogue.data?.categories ?? [];
  const subcategories = catalogue.data?.subcategories ?? [];

  const publishDraft = (draft: Draft) =>
    publish.mutate(draft, {
      onSuccess: (result) => {
        if (editing?.id === draft.id) setEditing(null);
        notify(publishedNotice(draft, result));
      },
      onError: (error) => notify(`${draft.name} was not published: ${errorMessage(error, 'the server refused it')}`, 'error'),
    });

  return (
    <Container maxWidth="lg">
      <AdminPageHeader
        title="Local Drafts"
        description="Prepare products in this browser and publish them when ready. Drafts are not visible to customers."
        actions={
          <Button component={RouterLink} to={paths.productList}>
            Back to products
          </Button>
        }
      />
      {catalogue.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The categories could not be loaded: {catalogue.error.message}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            {catalogue.isPending ? (
              <Skeleton variant="rounded" height={420} aria-label="Loading categories" />
            ) : (
              <DraftForm
                key={editing?.id ?? 'new'}
                defaultValues={editing ? draftToFormValues(editing) : emptyDraftForm(window.location.origin)}
                editing={editing !== null}
                categories={categories}
                subcategories={subcategories}
                onSave={(fields) => {
                  const saved = saveDraft(fields, editing?.id);
                  setEditing(null);
                  notify(`Draft ${saved.name} saved`);
                }}
                onCancel={() => setEditing(null)}
              />
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined">
            <DraftsTable
              drafts={drafts}
              categories={categories}
              subcategories={subcategories}
              onEdit={setEditing}
              onDelete={(draft) => {
                setToDelete(draft);
                setConfirmOpen(true);
              }}
              onPublish={publishDraft}
              publishingId={publish.isPending ? (publish.variables?.id ?? null) : null}
            />
          </Paper>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirmOpen}
        title="Delete draft?"
        onConfirm={() => {
          if (toDelete) {
            deleteDraft(toDelete.id);
            if (editing?.id === toDelete.id) setEditing(null);
            notify(`Draft ${toDelete.name} deleted`);
          }
          setConfirmOpen(false);
        }}
        onCancel={() => setConfirmOpen(false)}
      >
        Delete the draft <strong>{toDelete?.name}</strong>? It has not been published.
      </ConfirmDialog>
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
