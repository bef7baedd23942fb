import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '@halwai/domain';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { useCatalogue } from '../../lib/api/get-catalogue';

/** Renders `children` with the catalogue's categories once they are loaded (the product form needs them to start). */
export function CatalogueGate({ children }: { children: (catalogue: Catalogue) => ReactNode }) {
  const { t } = useTranslation('admin-products');
  const catalogue = useCatalogue();
  if (catalogue.isPending) {
    return (
      <Stack spacing={3} aria-busy="true" aria-label={t('gate.loading')}>
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  if (catalogue.isError) {
    return (
      <LoadErrorAlert what={t('gate.loadFailed')} error={catalogue.error} onRetry={catalogue.refetch} />
    );
  }
  return children(catalogue.data);
}
