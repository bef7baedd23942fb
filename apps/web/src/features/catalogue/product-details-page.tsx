import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { quantityOfProduct, type Product } from '@halwai/domain';
import { ApiError } from '../../lib/api-client';
import { useCatalogue } from '../../lib/api/get-catalogue';
import { useCart } from '../../lib/cart-store';
import { formatRupeeAmount } from '../../lib/format';
import { DrawInTurn } from '../../lib/ui/draw-in-turn';
import { paths } from '../../lib/paths';
import { DiscountBadge } from '../../lib/ui/discount-badge';
import { NoticePage } from '../../lib/ui/notice-page';
import { PriceWithUnit } from '../../lib/ui/price-with-unit';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProduct } from '../../lib/api/get-product';
import { LazyAddToCartSheet } from './lazy-add-to-cart-sheet';
import { LoadErrorCard } from './catalogue-states';
import { useAddToCartSheet } from './use-add-to-cart-sheet';
import { PICTURE_SIZES } from '../../lib/ui/product-image';
import { ProductPicture } from '../../lib/ui/product-picture';

/** `/product/:id` (the route named ProductDetails): one item with its picture, description and sizes. */
export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const { data: product, error, isPending, refetch } = useProduct(id);
  const notFound = error instanceof ApiError && error.status >= 400 && error.status < 500;
  useDocumentTitle(product?.name ?? (notFound ? 'Item not found' : 'Item details'));

  if (product) return <ProductDetails product={product} />;
  if (notFound) return <ProductNotFound message={error.message} />;
  return (
    <Container maxWidth="lg">{isPending ? <DetailsSkeleton /> : <LoadErrorCard onRetry={() => void refetch()} />}</Container>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { data: catalogue } = useCatalogue();
  const inCart = useCart((state) => quantityOfProduct(state.lines, product.id));
  const sheet = useAddToCartSheet();
  const category = catalogue?.categories.find((c) => c.id === product.categoryId);
  const subcategory = catalogue?.subcategories.find((s) => s.id === product.subCategoryId);

  // The first screen is plain elements styled by class (decision 011); what is below it stays MUI.
  return (
    <div className="shop-container product-details">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol className="breadcrumbs__list">
          <Crumb to={paths.sweets()}>Sweets</Crumb>
          {category && <Crumb to={paths.sweets(category.id)}>{category.name}</Crumb>}
          {category && subcategory && <Crumb to={paths.sweets(category.id, subcategory.id)}>{subcategory.name}</Crumb>}
          <li>
            <p className="breadcrumbs__current" aria-current="page">
              {product.name}
            </p>
          </li>
        </ol>
      </nav>

      <div className="product-details__columns">
        <div className="product-details__picture">
          <ProductPicture
            src={product.thumbnail}
            alt={product.name}
            sizes={PICTURE_SIZES.productPage}
            priority="high"
            unavailable={!product.isAvailable}
            framed
          />
          <div className="product-details__badge">
            <DiscountBadge discount={product.discount} />
          </div>
        </div>

        <div>
          <h1 className="shop-h1 product-details__name">{product.name}</h1>
          <div className="product-details__price">
            <PriceWithUnit price={product.price} unit={product.priceUnit} discount={product.discount} size="large" />
            {product.isAvailable ? (
              <span className="stock-chip stock-chip--in">In stock</span>
            ) : (
              <span className="stock-chip stock-chip--out">Currently unavailable</span>
            )}
          </div>
          <p className="product-details__description">{product.description}</p>

          {/* Below the picture on a phone: drawn a turn after it (a short task on a slow phone). */}
          <DrawInTurn>
            <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
              Sizes and prices
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                mb: 3,
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
                bgcolor: 'background.paper',
              }}
            >
              {product.prices.map((variant, index) => (
                <Box component="li" key={variant.label}>
                  {index > 0 && <Divider component="div" />}
                  <Stack direction="row" sx={{ justifyContent: 'space-between', px: 2, py: 1.25 }}>
                    <span>{variant.label}</span>
                    <Typography component="span" sx={{ fontWeight: 700, color: 'primary.dark' }}>
                      {formatRupeeAmount(variant.price)}
                    </Typography>
                  </Stack>
                </Box>
              ))}
            </Box>

            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
              <Button
                variant="contained"
                size="large"
                startIcon={<AddShoppingCartIcon />}
                disabled={!product.isAvailable}
                onClick={() => sheet.open(product)}
                sx={{ px: 4 }}
              >
                Add to cart
              </Button>
              {inCart > 0 && (
                <>
                  <Button variant="outlined" color="secondary" size="large" onClick={() => sheet.open(product, 'edit')}>
                    Change quantity ({inCart} in cart)
                  </Button>
                  <Button component={RouterLink} to={paths.cart} size="large" color="secondary">
                    Go to cart
                  </Button>
                </>
              )}
            </Stack>
            {!product.isAvailable && (
              <Typography color="text.secondary" sx={{ mt: 1.5 }}>
                This item is currently unavailable. Please check back soon.
              </Typography>
            )}
          </DrawInTurn>
        </div>
      </div>

      <LazyAddToCartSheet {...sheet.sheetProps} />
    </div>
  );
}

/** One link of the trail, and the slash after it. */
function Crumb({ to, children }: { to: string; children: ReactNode }) {
  return (
    <>
      <li>
        <RouterLink className="breadcrumbs__link" to={to}>
          {children}
        </RouterLink>
      </li>
      <li className="breadcrumbs__separator" aria-hidden="true">
        /
      </li>
    </>
  );
}


function ProductNotFound({ message }: { message: string }) {
  return (
    <NoticePage
      title="Item not found"
      text={message}
      actions={
        <Button component={RouterLink} to={paths.sweets()} variant="contained">
          Browse all sweets
        </Button>
      }
    />
  );
}

function DetailsSkeleton() {
  return (
    <Grid container spacing={{ xs: 3, md: 5 }} role="status" aria-label="Loading item">
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', borderRadius: 4 }} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '70%' }} />
        <Skeleton variant="text" sx={{ fontSize: '1.5rem', width: '30%', mb: 2 }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" sx={{ width: '60%' }} />
      </Grid>
    </Grid>
  );
}
