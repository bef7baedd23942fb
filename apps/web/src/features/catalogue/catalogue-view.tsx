import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesWithAvailableItems } from '@halwai/domain';
import { useStorefrontCatalogue } from '../../lib/api/get-catalogue';
import { LazyAddToCartSheet } from './lazy-add-to-cart-sheet';
import {
  chooseCategory,
  chooseSubcategory,
  NO_FILTER,
  searchFor,
  subcategoriesOf,
  type CatalogueFilter,
} from './catalogue-filter';
import { LoadErrorCard, NoMatchCard } from './lazy-catalogue-states';
import { LoadingCard } from './loading-card';
import { CategoryChips, SubcategoryChips } from './category-chips';
import { FloatingCartButton } from './floating-cart-button';
import { ProductGrid } from './product-grid';
import { SearchBox } from './search-box';
import { useAddToCartSheet } from './use-add-to-cart-sheet';
import { useCatalogueResults } from './use-catalogue-results';
import { DrawInTurn } from '../../lib/ui/draw-in-turn';
import { useWideHeader } from '../../lib/ui/wide-header';
import { useStableCallback } from '../../lib/use-stable-callback';

interface CatalogueViewProps {
  title: string;
  filter: CatalogueFilter;
  onFilterChange: (filter: CatalogueFilter) => void;
  /** The /sweet-test variant fades its grid in. */
  fadeIn?: boolean;
}

/** The catalogue: search, category and subcategory chips, the item grid, the add-to-cart sheet and the cart button. */
export function CatalogueView({ title, filter, onFilterChange, fadeIn = false }: CatalogueViewProps) {
  const { t } = useTranslation('catalogue');
  const { data: catalogue, isPending, isError, refetch } = useStorefrontCatalogue();
  const sheet = useAddToCartSheet();
  const wideHeader = useWideHeader();
  const results = useCatalogueResults(catalogue, filter);
  const items = results?.items ?? [];

  // Stable, so the memoised parts (search box, chips, grid) redraw only when their own props change.
  const onSearch = useStableCallback((search: string) => onFilterChange(searchFor(search)));
  const onCategory = useStableCallback((id: number | null) => onFilterChange(chooseCategory(id)));
  const onSubcategory = useStableCallback((id: number | null) => onFilterChange(chooseSubcategory(filter, id)));
  const categories = useMemo(() => (catalogue ? categoriesWithAvailableItems(catalogue) : []), [catalogue]);
  // Like categories, a subcategory with nothing available to buy is not offered.
  const stocked = useMemo(() => new Set(catalogue?.items.filter((i) => i.isAvailable).map((i) => i.subCategoryId)), [catalogue]);
  // The subcategory row comes with the results (it is drawn in the same task), and its chosen chip at once.
  const rowCategory = catalogue?.categories.find((c) => c.id === results?.filter.categoryId);
  const subcategories = useMemo(
    () =>
      catalogue && rowCategory ? subcategoriesOf(catalogue.subcategories, rowCategory.id).filter((s) => stocked.has(s.id)) : [],
    [catalogue, rowCategory, stocked],
  );
  const subCategoryId = filter.categoryId === rowCategory?.id ? filter.subCategoryId : (results?.filter.subCategoryId ?? null);

  // The cards come a turn after the chips and the count: two shorter tasks when the catalogue arrives.
  const grid = (
    <DrawInTurn>
      <ProductGrid items={items} onAdd={sheet.open} onNotify={sheet.notify} />
    </DrawInTurn>
  );

  return (
    // Plain elements styled by class (decision 011): they are drawn in the page's first task.
    <div className="shop-container catalogue">
      <h1 className="shop-h1 catalogue__title">{title}</h1>
      <p className="catalogue__intro">{t('intro')}</p>

      <div className="catalogue__filters">
        {/* A wide screen has the search box in the top bar. */}
        {!wideHeader && (
          <div className="catalogue__search">
            <SearchBox value={filter.search} onChange={onSearch} />
          </div>
        )}
        {catalogue && (
          <>
            <CategoryChips categories={categories} categoryId={filter.categoryId} onCategory={onCategory} />
            {rowCategory && subcategories.length > 0 && (
              <SubcategoryChips
                category={rowCategory}
                subcategories={subcategories}
                subCategoryId={subCategoryId}
                onSubcategory={onSubcategory}
              />
            )}
          </>
        )}
      </div>

      {isPending ? (
        <LoadingCard />
      ) : isError ? (
        <LoadErrorCard onRetry={() => void refetch()} />
      ) : !results ? (
        // A search asked for before the search's code has come: a moment, not "nothing found".
        <LoadingCard />
      ) : (
        <>
          <p role="status" className="catalogue__count">
            {t('itemCount', { count: items.length })}
          </p>
          {items.length === 0 ? (
            <NoMatchCard onClear={() => onFilterChange(NO_FILTER)} />
          ) : fadeIn ? (
            <div className="catalogue__fade-in">{grid}</div>
          ) : (
            grid
          )}
        </>
      )}

      <FloatingCartButton />
      <LazyAddToCartSheet {...sheet.sheetProps} />
    </div>
  );
}
