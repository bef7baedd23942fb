import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inLanguage, say, type Category, type StaffProduct, type Subcategory } from '@halwai/domain';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { currentLanguage } from '../../i18n/i18n';
import { translateCoded } from '../../i18n/translate-message';
import { staffProductQueryOptions } from './api/get-staff-product';
import { useUpdateProduct } from './api/update-product';
import { BusyDialog } from './busy-dialog';
import { useBackInStockWaiting } from './api/get-back-in-stock-waiting';
import { WaitingNote } from './waiting-note';
import { CatalogueGate } from './catalogue-gate';
import { MessageDialog } from './message-dialog';
import { ProductForm } from './product-form/product-form';
import {
  isProductField,
  productToFormValues,
  toProductFormData,
  type ProductFormOutput,
} from './product-form/product-form-values';
import { useProductForm } from './product-form/use-product-form';
import { describeSaveError, type SaveErrorText } from './save-error';

interface EditProductFormProps {
  product: StaffProduct;
  categories: Category[];
  subcategories: Subcategory[];
}

function EditProductForm({ product, categories, subcategories }: EditProductFormProps) {
  const { t } = useTranslation('admin-products');
  const form = useProductForm(productToFormValues(product));
  const update = useUpdateProduct();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SaveErrorText | null>(null);
  const [failureOpen, setFailureOpen] = useState(false);

  const save = (values: ProductFormOutput) =>
    update.mutate(toProductFormData(values, product.id), {
      onSuccess: (saved) => navigate(paths.productList, { state: { message: t('edit.updated', { name: inLanguage(currentLanguage(), saved.name, saved.nameHi) }) } }),
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(error.fieldErrors, form.setError, isProductField);
        setFailure(describeSaveError(error, t('edit.updateFailed')));
        setFailureOpen(true);
      },
    });

  return (
    <>
      <ProductForm
        form={form}
        categories={categories}
        subcategories={subcategories}
        onSubmit={save}
        submitLabel={t('edit.submit')}
        saving={update.isPending}
        productId={product.id}
        otherActions={
          <Button component={RouterLink} to={paths.productList} size="large">
            {t('common.cancel')}
          </Button>
        }
      />
      <BusyDialog open={update.isPending} title={t('edit.saving')} text={t('edit.savingText')} />
      <MessageDialog
        open={failureOpen}
        title={t('common.error')}
        heading={failure?.heading}
        message={failure?.message}
        onClose={() => setFailureOpen(false)}
        actions={
          <Button onClick={() => setFailureOpen(false)} variant="contained" autoFocus>
            {t('common.ok')}
          </Button>
        }
      />
    </>
  );
}

const toProductId = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** The edit form (`/admin/update-product/:productId`): a loading dialog, the form, a saving dialog. */
export function ProductEditPage() {
  const { t } = useTranslation('admin-products');
  useDocumentTitle(t('documentTitle.edit'));
  const { productId } = useParams();
  const id = toProductId(productId);
  const product = useQuery({ ...staffProductQueryOptions(id ?? 0), enabled: id !== null });
  const waiting = useBackInStockWaiting(id ?? undefined);
  const loadError = id === null ? translateCoded(say('common.productNotFound', productId ?? '')) : product.isError ? product.error.message : null;

  return (
    <Container maxWidth="md">
      <AdminPageHeader
        title={t('edit.heading')}
        description={product.data ? product.data.name : undefined}
        actions={
          <Button component={RouterLink} to={paths.productList} startIcon={<ArrowBackIcon />}>
            {t('common.backToProducts')}
          </Button>
        }
      />
      {product.data && <WaitingNote count={waiting.data?.get(product.data.id)} />}
      <BusyDialog open={id !== null && product.isPending} title={t('edit.loading')} text={t('edit.loadingText')} />
      <MessageDialog
        open={loadError !== null}
        title={t('common.error')}
        heading={t('edit.loadFailed')}
        message={loadError}
        // There is no form to go back to: the dialog stays until staff retry or leave.
        onClose={() => undefined}
        actions={
          <>
            {id !== null && <Button onClick={() => void product.refetch()}>{t('common.tryAgain')}</Button>}
            <Button component={RouterLink} to={paths.productList} variant="contained">
              {t('common.backToProducts')}
            </Button>
          </>
        }
      />
      {product.data && (
        <CatalogueGate>
          {({ categories, subcategories }) => (
            <EditProductForm key={product.data.id} product={product.data} categories={categories} subcategories={subcategories} />
          )}
        </CatalogueGate>
      )}
    </Container>
  );
}
