import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { MESSAGES, type Category, type Product, type Subcategory } from '@halwai/domain';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { setServerErrors } from '../../lib/admin-ui/set-server-errors';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { productQueryOptions } from '../../lib/api/get-product';
import { useUpdateProduct } from './api/update-product';
import { BusyDialog } from './busy-dialog';
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
  product: Product;
  categories: Category[];
  subcategories: Subcategory[];
}

function EditProductForm({ product, categories, subcategories }: EditProductFormProps) {
  const form = useProductForm(productToFormValues(product));
  const update = useUpdateProduct();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SaveErrorText | null>(null);
  const [failureOpen, setFailureOpen] = useState(false);

  const save = (values: ProductFormOutput) =>
    update.mutate(toProductFormData(values, product.id), {
      onSuccess: (saved) => navigate(paths.productList, { state: { message: `Product ${saved.name} updated successfully` } }),
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(error.fieldErrors, form.setError, isProductField);
        setFailure(describeSaveError(error, 'Error updating product'));
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
        submitLabel="Save Changes"
        saving={update.isPending}
        otherActions={
          <Button component={RouterLink} to={paths.productList} size="large">
            Cancel
          </Button>
        }
      />
      <BusyDialog open={update.isPending} title="Saving Product" text="Saving your changes…" />
      <MessageDialog
        open={failureOpen}
        title="Error"
        heading={failure?.heading}
        message={failure?.message}
        onClose={() => setFailureOpen(false)}
        actions={
          <Button onClick={() => setFailureOpen(false)} variant="contained" autoFocus>
            OK
          </Button>
        }
      />
    </>
  );
}

const toProductId = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** The edit form (SPEC §2 `/admin/update-product/:productId`): a loading dialog, the form, a saving dialog. */
export function ProductEditPage() {
  useDocumentTitle('Edit product');
  const { productId } = useParams();
  const id = toProductId(productId);
  const product = useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
  const loadError = id === null ? MESSAGES.productNotFound(productId ?? '') : product.isError ? product.error.message : null;

  return (
    <Container maxWidth="md">
      <AdminPageHeader
        title="Edit Product"
        description={product.data ? product.data.name : undefined}
        actions={
          <Button component={RouterLink} to={paths.productList} startIcon={<ArrowBackIcon />}>
            Back to products
          </Button>
        }
      />
      <BusyDialog open={id !== null && product.isPending} title="Loading Product" text="Fetching the product…" />
      <MessageDialog
        open={loadError !== null}
        title="Error"
        heading="The product could not be loaded"
        message={loadError}
        // There is no form to go back to: the dialog stays until staff retry or leave.
        onClose={() => undefined}
        actions={
          <>
            {id !== null && <Button onClick={() => void product.refetch()}>Try again</Button>}
            <Button component={RouterLink} to={paths.productList} variant="contained">
              Back to products
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
