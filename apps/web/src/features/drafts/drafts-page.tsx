import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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

function publishedNotice(draft: Draft, result: PublishResult, t: TFunction<'drafts'>): string {
  if (result.kind === 'published') return t('notice.published', { name: draft.name, id: result.productId });
  if (result.productId !== null) return t('notice.alreadyPublished', { name: draft.name, id: result.productId });
  return t('notice.gone', { name: draft.name });
}

/** Local drafts (`/admin/drafts`): products prepared in this browser, then published to the shop. */
export function DraftsPage() {
  const { t } = useTranslation('drafts');
  useDocumentTitle(t('documentTitle'));
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
        notify(publishedNotice(draft, result, t));
      },
      onError: (error) =>
        notify(t('notice.notPublished', { name: draft.name, reason: errorMessage(error, t('notice.serverRefused')) }), 'error'),
    });

  return (
    <Container maxWidth="lg">
      <AdminPageHeader
        title={t('heading')}
        description={t('description')}
        actions={
          <Button component={RouterLink} to={paths.productList}>
            {t('backToProducts')}
          </Button>
        }
      />
      {catalogue.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('categoriesFailed', { reason: catalogue.error.message })}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            {catalogue.isPending ? (
              <Skeleton variant="rounded" height={420} aria-label={t('loadingCategories')} />
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
                  notify(t('notice.saved', { name: saved.name }));
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
        title={t('deleteDialog.title')}
        onConfirm={() => {
          if (toDelete) {
            deleteDraft(toDelete.id);
            if (editing?.id === toDelete.id) setEditing(null);
            notify(t('notice.deleted', { name: toDelete.name }));
          }
          setConfirmOpen(false);
        }}
        onCancel={() => setConfirmOpen(false)}
      >
        <Trans t={t} i18nKey="deleteDialog.question" values={{ name: toDelete?.name ?? '' }} components={{ strong: <strong /> }} />
      </ConfirmDialog>
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
