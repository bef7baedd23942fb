import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { inLanguage, type Product, quantityOfProduct } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { ApiError } from '../../lib/api-client';
import { useStorefrontCatalogue } from '../../lib/api/get-catalogue';
import { useCart } from '../../lib/cart-store';
import { DrawInTurn } from '../../lib/ui/draw-in-turn';
import { paths } from '../../lib/paths';
import { DiscountBadge } from '../../lib/ui/discount-badge';
import { NoticePage } from '../../lib/ui/notice-page';
import { PriceWithUnit } from '../../lib/ui/price-with-unit';
import { formatCalendarDay } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProduct } from '../../lib/api/get-product';
import { LazyAddToCartSheet } from './lazy-add-to-cart-sheet';
import { LoadErrorCard } from './lazy-catalogue-states';
import { useAddToCartSheet } from './use-add-to-cart-sheet';
import { PICTURE_SIZES } from '../../lib/ui/product-image';
import { ProductPicture } from '../../lib/ui/product-picture';
import { lazyWithTheme } from '../../lib/ui/lazy-with-theme';
import { useShopInfo } from '../../lib/use-shop-info';
import { i18n } from '../../i18n/i18n';
import { DietLine, FoodInformation } from './food-information';

const ProductPurchase = lazyWithTheme(() => import('./product-purchase'), 'ProductPurchase');
const AssortmentChooser = lazyWithTheme(() => import('./assortment-chooser'), 'AssortmentChooser');
/** Shows its children once the purchase block's code is here, so they appear with it, not before. */
// The food label's words (`food`) load with the purchase block, after the first screen.
const WithPurchase = lazy(() =>
  Promise.all([ProductPurchase.preload(), i18n.loadNamespaces('food')]).then(() => ({ default: ({ children }: { children: ReactNode }) => children })),
);

/** `/product/:id` (the route named ProductDetails): one item with its picture, description and sizes. */
export function ProductDetailsPage() {
  const { id = '' } = useParams();
  const { data: product, error, isPending, refetch } = useProduct(id);
  const language = useLanguage();
  const { t } = useTranslation('catalogue');
  const notFound = error instanceof ApiError && error.status >= 400 && error.status < 500;
  useDocumentTitle(product ? inLanguage(language, product.name, product.nameHi) : notFound ? t('details.notFound') : t('details.title'));

  if (product) return <ProductDetails product={product} />;
  if (notFound) return <ProductNotFound message={error.message} />;
  return (
    <div className="shop-container">{isPending ? <DetailsSkeleton /> : <LoadErrorCard onRetry={() => void refetch()} />}</div>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { data: catalogue } = useStorefrontCatalogue();
  const inCart = useCart((state) => quantityOfProduct(state.lines, product.id));
  const sheet = useAddToCartSheet();
  const shop = useShopInfo();
  const category = catalogue?.categories.find((c) => c.id === product.categoryId);
  const subcategory = catalogue?.subcategories.find((s) => s.id === product.subCategoryId);
  // Hindi pages show the Hindi names and description where staff gave them.
  const language = useLanguage();
  const { t } = useTranslation('catalogue');
  const name = inLanguage(language, product.name, product.nameHi);

  // The first screen is plain elements styled by class (decision 011); what is below it stays MUI.
  return (
    <div className="shop-container product-details">
      <nav className="breadcrumbs" aria-label={t('details.breadcrumb')}>
        <ol className="breadcrumbs__list">
          <Crumb to={paths.sweets()}>{t('details.sweets')}</Crumb>
          {category && <Crumb to={paths.sweets(category.id)}>{inLanguage(language, category.name, category.nameHi)}</Crumb>}
          {category && subcategory && (
            <Crumb to={paths.sweets(category.id, subcategory.id)}>{inLanguage(language, subcategory.name, subcategory.nameHi)}</Crumb>
          )}
          <li>
            <p className="breadcrumbs__current" aria-current="page">
              {name}
            </p>
          </li>
        </ol>
      </nav>

      <div className="product-details__columns">
        <div className="product-details__picture">
          <ProductPicture
            src={product.thumbnail}
            alt={name}
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
          {product.food && <DietLine food={product.food} />}
          <h1 className="shop-h1 product-details__name">{name}</h1>
          {product.preorder && (
            <p className="preorder-label">{t('product.preorder', { ns: 'common', date: formatCalendarDay(product.preorder.from, { weekday: false }) })}</p>
          )}
          <div className="product-details__price">
            <PriceWithUnit price={product.price} unit={product.priceUnit} discount={product.discount} size="large" />
            {product.isAvailable ? (
              <span className="stock-chip stock-chip--in">{t('details.inStock')}</span>
            ) : (
              <span className="stock-chip stock-chip--out">{t('details.unavailable')}</span>
            )}
          </div>
          <p className="product-details__description">{inLanguage(language, product.description, product.descriptionHi)}</p>

          {/* Below the picture on a phone: drawn a turn after it (a short task on a slow phone), with MUI. */}
          <DrawInTurn>
            <Suspense fallback={null}>
              {product.assortment ? (
                <AssortmentChooser product={{ ...product, assortment: product.assortment }} items={catalogue?.items ?? []} />
              ) : (
                <ProductPurchase product={product} inCart={inCart} onOpenSheet={sheet.open} onNotify={sheet.notify} />
              )}
            </Suspense>
          </DrawInTurn>
        </div>
      </div>

      {/* Drawn with the purchase block: drawn before it, it would jump down as that block arrived above it. */}
      <DrawInTurn>
        <Suspense fallback={null}>
          <WithPurchase>
            <FoodInformation food={product.food} fssai={shop.fssai} />
          </WithPurchase>
        </Suspense>
      </DrawInTurn>

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
  const { t } = useTranslation('catalogue');
  return (
    <NoticePage
      title={t('details.notFound')}
      text={message}
      actions={
        <RouterLink to={paths.sweets()} className="shop-button shop-button--contained">
          {t('details.browseAll')}
        </RouterLink>
      }
    />
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="product-details__columns" role="status" aria-label={t('details.loading')}>
      <span className="shop-skeleton product-details__skeleton-picture" />
      <div>
        <span className="shop-skeleton product-details__skeleton-line" style={{ fontSize: '2.5rem', width: '70%' }} />
        <span
          className="shop-skeleton product-details__skeleton-line"
          style={{ fontSize: '1.5rem', width: '30%', marginBottom: 16 }}
        />
        <span className="shop-skeleton product-details__skeleton-line" />
        <span className="shop-skeleton product-details__skeleton-line" />
        <span className="shop-skeleton product-details__skeleton-line" style={{ width: '60%' }} />
      </div>
    </div>
  );
}
