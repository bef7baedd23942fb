import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { inLanguage, type Product } from '@halwai/domain';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLanguage } from '../../i18n/use-language';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { ConfirmDialog } from '../../lib/admin-ui/confirm-dialog';
import { EmptyState } from '../../lib/admin-ui/empty-state';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { NoticeSnackbar } from '../../lib/admin-ui/notice-snackbar';
import { useNotice } from '../../lib/admin-ui/use-notice';
import { useCatalogue } from '../../lib/api/get-catalogue';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminProductCard } from './admin-product-card';
import { useDeleteProduct } from './api/delete-product';
import { ProductFilterBar } from './product-filter-bar';
import { filterProducts, NO_FILTER, type ProductFilter } from './product-filters';
import { useNavigationMessage } from './use-navigation-message';
import { SkeletonGrid } from '../../lib/admin-ui/skeleton-cards';

const GRID_SIZE = { xs: 12, sm: 6, md: 4, lg: 3 };

/** The product showcase staff land on after signing in (`/admin/product-list`). */
export function ProductListPage() {
  const { t } = useTranslation('admin-products');
  useDocumentTitle(t('documentTitle.list'));
  const catalogue = useCatalogue();
  const { notice, notify, dismiss } = useNotice(useNavigationMessage());
  const [filter, setFilter] = useState<ProductFilter>(NO_FILTER);
  // The product stays set while the dialog fades out, so its name does not vanish mid-animation.
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProduct();

  const { categories = [], subcategories = [], items = [] } = catalogue.data ?? {};
  const language = useLanguage();
  const placement = useMemo(() => {
    const categoryName = new Map(categories.map((c) => [c.id, inLanguage(language, c.name, c.nameHi)]));
    const subcategoryName = new Map(subcategories.map((s) => [s.id, inLanguage(language, s.name, s.nameHi)]));
    return (p: Product) => [categoryName.get(p.categoryId), subcategoryName.get(p.subCategoryId)].filter(Boolean).join(' › ');
  }, [categories, subcategories, language]);
  const shown = filterProducts(items, filter);

  const askToDelete = (product: Product) => {
    setToDelete(product);
    setConfirming(true);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id } = toDelete;
    const name = inLanguage(language, toDelete.name, toDelete.nameHi);
    remove.mutate(id, {
      onSuccess: () => notify(t('list.deleted', { name })),
      onError: () => notify(t('list.deleteFailed', { name }), 'error'),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Container maxWidth="xl">
      <AdminPageHeader
        title={t('list.heading')}
        description={t('list.description')}
        actions={
          <>
            <Button component={RouterLink} to={paths.logout} variant="outlined" color="secondary" startIcon={<LogoutIcon />}>
              {t('list.logout')}
            </Button>
            <Button component={RouterLink} to={paths.productCreate} variant="contained" startIcon={<AddIcon />}>
              {t('list.addNewItem')}
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <ProductFilterBar filter={filter} onChange={setFilter} categories={categories} subcategories={subcategories} />
      </Paper>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography role="status" color="text.secondary" sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 'auto' } }}>
          {catalogue.isSuccess && t('list.showing', { shown: shown.length, total: items.length })}
        </Typography>
        <Link component={RouterLink} to={paths.productTable}>
          {t('list.tableView')}
        </Link>
        <Link component={RouterLink} to={paths.productCards}>
          {t('list.customerView')}
        </Link>
      </Stack>

      {catalogue.isPending && <SkeletonGrid label={t('list.loading')} count={8} height={320} size={GRID_SIZE} />}
      {catalogue.isError && (
        <LoadErrorAlert what={t('common.loadProductsFailed')} error={catalogue.error} onRetry={catalogue.refetch} />
      )}
      {catalogue.isSuccess && shown.length === 0 && (
        <EmptyState
          text={items.length === 0 ? t('common.noProductsYet') : t('list.noMatch')}
          action={
            items.length === 0 ? (
              <Button component={RouterLink} to={paths.productCreate} variant="contained">
                {t('list.addFirst')}
              </Button>
            ) : (
              <Button onClick={() => setFilter(NO_FILTER)} variant="outlined">
                {t('list.clearFilters')}
              </Button>
            )
          }
        />
      )}
      {shown.length > 0 && (
        <Grid container spacing={2}>
          {shown.map((product) => (
            <Grid key={product.id} size={GRID_SIZE}>
              <AdminProductCard product={product} placement={placement(product)} onNotice={notify} onDelete={askToDelete} />
            </Grid>
          ))}
        </Grid>
      )}

      <ConfirmDialog
        open={confirming}
        title={t('list.deleteTitle')}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
        pending={remove.isPending}
      >
        <Trans t={t} i18nKey="list.deleteQuestion" values={{ name: toDelete ? inLanguage(language, toDelete.name, toDelete.nameHi) : '' }} components={{ strong: <strong /> }} />
      </ConfirmDialog>
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
