import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inLanguage, type Product, type Subcategory, type Category } from '@halwai/domain';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { currentLanguage } from '../../i18n/i18n';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCreateProduct } from './api/create-product';
import { BusyDialog } from './busy-dialog';
import { CatalogueGate } from './catalogue-gate';
import { MessageDialog } from './message-dialog';
import { ProductForm } from './product-form/product-form';
import { emptyProductForm, isProductField, toProductFormData, type ProductFormOutput } from './product-form/product-form-values';
import { useProductForm } from './product-form/use-product-form';
import { describeSaveError, type SaveErrorText } from './save-error';

type Outcome = { kind: 'added'; product: Product } | { kind: 'failed'; error: SaveErrorText };

function CreateProductForm({ categories, subcategories }: { categories: Category[]; subcategories: Subcategory[] }) {
  const { t } = useTranslation('admin-products');
  const form = useProductForm(emptyProductForm(categories, subcategories));
  const create = useCreateProduct();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [outcomeOpen, setOutcomeOpen] = useState(false);

  const show = (next: Outcome) => {
    setOutcome(next);
    setOutcomeOpen(true);
  };

  const save = (values: ProductFormOutput) =>
    create.mutate(toProductFormData(values), {
      onSuccess: (product) => {
        form.reset(emptyProductForm(categories, subcategories));
        show({ kind: 'added', product });
      },
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(error.fieldErrors, form.setError, isProductField);
        show({ kind: 'failed', error: describeSaveError(error, t('create.saveFailed')) });
      },
    });

  const close = () => setOutcomeOpen(false);

  return (
    <>
      <ProductForm
        form={form}
        categories={categories}
        subcategories={subcategories}
        onSubmit={save}
        submitLabel={t('create.submit')}
        saving={create.isPending}
      />
      <BusyDialog open={create.isPending} title={t('create.saving')} text={t('create.sending')} />
      <MessageDialog
        open={outcomeOpen && outcome?.kind === 'added'}
        title={t('create.added')}
        message={
          outcome?.kind === 'added'
            ? t('create.addedText', { name: inLanguage(currentLanguage(), outcome.product.name, outcome.product.nameHi) })
            : ''
        }
        onClose={close}
        actions={
          <>
            {outcome?.kind === 'added' && (
              <Button component={RouterLink} to={paths.productDetails(outcome.product.id)}>
                {t('create.viewInShop')}
              </Button>
            )}
            <Button onClick={close} variant="contained" autoFocus>
              {t('common.ok')}
            </Button>
          </>
        }
      />
      <MessageDialog
        open={outcomeOpen && outcome?.kind === 'failed'}
        title={t('common.error')}
        heading={outcome?.kind === 'failed' ? outcome.error.heading : undefined}
        message={outcome?.kind === 'failed' ? outcome.error.message : ''}
        onClose={close}
        actions={
          <Button onClick={close} variant="contained" autoFocus>
            {t('common.ok')}
          </Button>
        }
      />
    </>
  );
}

/** Add New Product (`/admin/create-product` and `/admin/product-create`). */
export function ProductCreatePage() {
  const { t } = useTranslation('admin-products');
  useDocumentTitle(t('documentTitle.create'));
  return (
    <Container maxWidth="md">
      <AdminPageHeader
        title={t('create.heading')}
        actions={
          <Button component={RouterLink} to={paths.productList} startIcon={<ArrowBackIcon />}>
            {t('common.backToProducts')}
          </Button>
        }
      />
      <CatalogueGate>
        {({ categories, subcategories }) => <CreateProductForm categories={categories} subcategories={subcategories} />}
      </CatalogueGate>
    </Container>
  );
}
