import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { useCatalogue } from '../../lib/api/get-catalogue';
import { paths } from '../../lib/paths';
import { ProductCard } from '../../lib/ui/product-card';
import { PICTURE_SIZES } from '../../lib/ui/product-image';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SkeletonCards } from '../../lib/admin-ui/skeleton-cards';
import { StatusLine } from '../../lib/admin-ui/status-line';

const GRID_SIZE = { xs: 12, sm: 6, md: 4, lg: 3 };
/** About one screenful of cards loads at once; the rest as they scroll near. */
const EAGER_CARDS = 4;

/** Every product as customers see its card, unavailable ones included (they carry the Unavailable mark). */
export function ProductCardsPage() {
  const { t } = useTranslation('admin-products');
  useDocumentTitle(t('documentTitle.cards'));
  const catalogue = useCatalogue();
  const items = catalogue.data?.items ?? [];
  const unavailable = items.filter((item) => !item.isAvailable).length;

  return (
    <Container maxWidth="xl">
      <AdminPageHeader
        title={t('cards.heading')}
        description={t('cards.description')}
      />
      {catalogue.isSuccess && (
        <StatusLine>{t('cards.status', { total: items.length, unavailable })}</StatusLine>
      )}
      {catalogue.isError && (
        <LoadErrorAlert what={t('common.loadProductsFailed')} error={catalogue.error} onRetry={catalogue.refetch} />
      )}
      <Grid container spacing={2} aria-busy={catalogue.isPending}>
        {catalogue.isPending && <SkeletonCards count={8} height={380} size={GRID_SIZE} />}
        {items.map((product, index) => (
          <Grid key={product.id} size={GRID_SIZE}>
            <ProductCard
              product={product}
              imagePriority={index < EAGER_CARDS ? 'eager' : 'lazy'}
              imageSizes={PICTURE_SIZES.adminCard}
              actions={
                <Button
                  component={RouterLink}
                  to={paths.productEdit(product.id)}
                  startIcon={<EditOutlinedIcon />}
                  aria-label={t('common.editNamed', { name: product.name })}
                >
                  {t('common.edit')}
                </Button>
              }
            />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
