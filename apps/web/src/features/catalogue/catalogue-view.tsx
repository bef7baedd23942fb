import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { categoriesWithAvailableItems } from '@halwai/domain';
import { useCatalogue } from '../../lib/api/get-catalogue';
import { LazyAddToCartSheet } from './lazy-add-to-cart-sheet';
import {
  chooseCategory,
  chooseSubcategory,
  filterItems,
  NO_FILTER,
  searchFor,
  subcategoriesOf,
  type CatalogueFilter,
} from './catalogue-filter';
import { LoadErrorCard, LoadingCard, NoMatchCard } from './catalogue-states';
import { CategoryChips, SubcategoryChips } from './category-chips';
import { FloatingCartButton } from './floating-cart-button';
import { ProductGrid } from './product-grid';
import { createProductSearch } from './product-search';
import { SearchBox } from './search-box';
import { useAddToCartSheet } from './use-add-to-cart-sheet';
import { useWideHeader } from '../../lib/ui/wide-header';
import { whenIdle } from '../../lib/when-idle';

const FADE_MS = 700;

interface CatalogueViewProps {
  title: string;
  filter: CatalogueFilter;
  onFilterChange: (filter: CatalogueFilter) => void;
  /** The /sweet-test variant fades its grid in. */
  fadeIn?: boolean;
}

/** The catalogue: search, category and subcategory chips, the item grid, the add-to-cart sheet and the cart button. */
export function CatalogueView({ title, filter, onFilterChange, fadeIn = false }: CatalogueViewProps) {
  const { data: catalogue, isPending, isError, refetch } = useCatalogue();
  const sheet = useAddToCartSheet();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const wideHeader = useWideHeader();

  const category = catalogue?.categories.find((c) => c.id === filter.categoryId);
  // Like categories, a subcategory with nothing available to buy is not offered.
  const stocked = new Set(catalogue?.items.filter((i) => i.isAvailable).map((i) => i.subCategoryId));
  const subcategories = catalogue
    ? subcategoriesOf(catalogue.subcategories, filter.categoryId).filter((s) => stocked.has(s.id))
    : [];
  const search = useMemo(() => catalogue && createProductSearch(catalogue), [catalogue]);
  useEffect(() => (search ? whenIdle(search.prepare, 2000) : undefined), [search]);
  // The same list while the filter's values stand (the object is new on every render), so the grid
  // does not start drawing again when, say, the add-to-cart sheet opens.
  const { search: text, categoryId, subCategoryId } = filter;
  const items = useMemo(
    () => (catalogue && search ? filterItems(catalogue.items, { search: text, categoryId, subCategoryId }, search) : []),
    [catalogue, text, categoryId, subCategoryId, search],
  );

  const grid = <ProductGrid items={items} onAdd={sheet.open} />;

  return (
    <Container maxWidth="lg" sx={{ pb: 2 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Mithai from our kitchen, namkeen and everyday groceries. All prices include GST.
      </Typography>

      <Stack spacing={2} useFlexGap sx={{ mb: 3 }}>
        {/* A wide screen has the search box in the top bar. */}
        {!wideHeader && (
          <Box sx={{ maxWidth: { md: 480 } }}>
            <SearchBox value={filter.search} onChange={(search) => onFilterChange(searchFor(search))} />
          </Box>
        )}
        {catalogue && (
          <>
            <CategoryChips
              categories={categoriesWithAvailableItems(catalogue)}
              categoryId={filter.categoryId}
              onCategory={(id) => onFilterChange(chooseCategory(id))}
            />
            {category && subcategories.length > 0 && (
              <SubcategoryChips
                category={category}
                subcategories={subcategories}
                subCategoryId={filter.subCategoryId}
                onSubcategory={(id) => onFilterChange(chooseSubcategory(filter, id))}
              />
            )}
          </>
        )}
      </Stack>

      {isPending ? (
        <LoadingCard />
      ) : isError ? (
        <LoadErrorCard onRetry={() => void refetch()} />
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {items.length === 1 ? '1 item' : `${items.length} items`}
          </Typography>
          {items.length === 0 ? (
            <NoMatchCard onClear={() => onFilterChange(NO_FILTER)} />
          ) : fadeIn ? (
            <Fade in appear timeout={reduceMotion ? 0 : FADE_MS}>
              <div>{grid}</div>
            </Fade>
          ) : (
            grid
          )}
        </>
      )}

      <FloatingCartButton />
      <LazyAddToCartSheet {...sheet.sheetProps} />
    </Container>
  );
}
