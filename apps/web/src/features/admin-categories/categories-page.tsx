import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { CategoryNameInput } from '@halwai/domain';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { ConfirmDialog } from '../../lib/admin-ui/confirm-dialog';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { NoticeSnackbar } from '../../lib/admin-ui/notice-snackbar';
import { useNotice } from '../../lib/admin-ui/use-notice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCreateCategory } from './api/create-category';
import { useCreateSubcategory } from './api/create-subcategory';
import { useDeleteCategory } from './api/delete-category';
import { useDeleteSubcategory } from './api/delete-subcategory';
import { useCategories } from './api/get-categories';
import { useRenameCategory } from './api/rename-category';
import { useRenameSubcategory } from './api/rename-subcategory';
import { AddNameForm } from './add-name-form';
import { CategoryCard, type CategoryTarget } from './category-card';
import { RenameDialog } from './rename-dialog';
import { SkeletonCards } from '../../lib/admin-ui/skeleton-cards';

/** Categories and subcategories (`/admin/categories`): add, rename and remove; removing one in use is refused by the server. */
export function CategoriesPage() {
  const { t } = useTranslation('admin-categories');
  useDocumentTitle(t('documentTitle'));
  const categories = useCategories();
  const { notice, notify, dismiss } = useNotice();
  const createCategory = useCreateCategory();
  const createSubcategory = useCreateSubcategory();
  const renameCategory = useRenameCategory();
  const renameSubcategory = useRenameSubcategory();
  const deleteCategory = useDeleteCategory();
  const deleteSubcategory = useDeleteSubcategory();
  const [renaming, setRenaming] = useState<CategoryTarget | null>(null);
  // Kept while the dialog fades out, so its text does not vanish mid-animation.
  const [deleting, setDeleting] = useState<CategoryTarget | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const showError = (error: unknown) => notify(errorMessage(error, t('saveFailed')), 'error');

  const rename = async (target: CategoryTarget, { name, nameHi }: CategoryNameInput) => {
    // The Hindi name goes only when staff changed it (null: they emptied it).
    const hindi = (nameHi ?? null) === (target.item.nameHi ?? null) ? {} : { nameHi };
    if (target.kind === 'category') await renameCategory.mutateAsync({ id: target.item.id, name, ...hindi });
    else await renameSubcategory.mutateAsync({ id: target.item.id, name, ...hindi });
    notify(t('rename.done', { name }));
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { kind, item } = deleting;
    const remove = kind === 'category' ? deleteCategory : deleteSubcategory;
    remove.mutate(item.id, {
      onSuccess: () => notify(t('delete.done', { name: item.name })),
      onError: (error) =>
        notify(t('delete.refused', { name: item.name, reason: errorMessage(error, t('delete.serverRefused')) }), 'error'),
      onSettled: () => setConfirmOpen(false),
    });
  };

  return (
    <Container maxWidth="lg">
      <AdminPageHeader
        title={t('heading')}
        description={t('description')}
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 3, maxWidth: 520 }}>
        <AddNameForm
          label={t('add.category')}
          onAdd={async (input) => {
            const { name } = input;
            await createCategory.mutateAsync(input);
            notify(t('add.categoryAdded', { name }));
          }}
          onError={showError}
        />
      </Paper>
      {categories.isError && (
        <LoadErrorAlert what={t('loadFailed')} error={categories.error} onRetry={categories.refetch} />
      )}
      <Grid container spacing={2}>
        {categories.isPending && <SkeletonCards count={4} height={240} size={{ xs: 12, md: 6 }} />}
        {categories.data?.map((category) => (
          <Grid key={category.id} size={{ xs: 12, md: 6 }}>
            <CategoryCard
              category={category}
              onRename={setRenaming}
              onDelete={(target) => {
                setDeleting(target);
                setConfirmOpen(true);
              }}
              addSubcategory={
                <AddNameForm
                  label={t('add.subcategory', { category: category.name })}
                  onAdd={async (input) => {
                    const { name } = input;
                    await createSubcategory.mutateAsync({ categoryId: category.id, ...input });
                    notify(t('add.subcategoryAdded', { name, category: category.name }));
                  }}
                  onError={showError}
                />
              }
            />
          </Grid>
        ))}
      </Grid>
      {renaming && (
        <RenameDialog
          title={renaming.kind === 'category' ? t('rename.category') : t('rename.subcategory')}
          currentName={renaming.item.name}
          currentNameHi={renaming.item.nameHi}
          onRename={(input) => rename(renaming, input)}
          onError={showError}
          onClose={() => setRenaming(null)}
        />
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={deleting?.kind === 'subcategory' ? t('delete.subcategory') : t('delete.category')}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmOpen(false)}
        pending={deleteCategory.isPending || deleteSubcategory.isPending}
      >
        <Trans t={t} i18nKey="delete.question" values={{ name: deleting?.item.name ?? '' }} components={{ strong: <strong /> }} />
      </ConfirmDialog>
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
