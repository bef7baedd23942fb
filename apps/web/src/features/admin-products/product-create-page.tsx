import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Product, Subcategory, Category } from '@halwai/domain';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
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
        show({ kind: 'failed', error: describeSaveError(error, 'Error saving product') });
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
        submitLabel="Add Product"
        saving={create.isPending}
      />
      <BusyDialog open={create.isPending} title="Saving Product" text="Sending the product to the shop…" />
      <MessageDialog
        open={outcomeOpen && outcome?.kind === 'added'}
        title="Product Added"
        message={
          outcome?.kind === 'added'
            ? `${outcome.product.name} is now in the catalogue. The form is ready for the next product.`
            : ''
        }
        onClose={close}
        actions={
          <>
            {outcome?.kind === 'added' && (
              <Button component={RouterLink} to={paths.productDetails(outcome.product.id)}>
                View in the shop
              </Button>
            )}
            <Button onClick={close} variant="contained" autoFocus>
              OK
            </Button>
          </>
        }
      />
      <MessageDialog
        open={outcomeOpen && outcome?.kind === 'failed'}
        title="Error"
        heading={outcome?.kind === 'failed' ? outcome.error.heading : undefined}
        message={outcome?.kind === 'failed' ? outcome.error.message : ''}
        onClose={close}
        actions={
          <Button onClick={close} variant="contained" autoFocus>
            OK
          </Button>
        }
      />
    </>
  );
}

/** Add New Product (SPEC §2 `/admin/create-product` and `/admin/product-create`). */
export function ProductCreatePage() {
  useDocumentTitle('Add new product');
  return (
    <Container maxWidth="md">
      <AdminPageHeader
        title="Add New Product"
        actions={
          <Button component={RouterLink} to={paths.productList} startIcon={<ArrowBackIcon />}>
            Back to products
          </Button>
        }
      />
      <CatalogueGate>
        {({ categories, subcategories }) => <CreateProductForm categories={categories} subcategories={subcategories} />}
      </CatalogueGate>
    </Container>
  );
}
