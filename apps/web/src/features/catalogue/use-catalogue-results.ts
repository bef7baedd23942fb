import { useDeferredValue, useEffect, useMemo } from 'react';
import type { Catalogue, Product } from '@halwai/domain';
import { whenIdle } from '../../lib/when-idle';
import { filterItems, type CatalogueFilter } from './catalogue-filter';
import { createProductSearch } from '../../lib/product-search';

export interface CatalogueResults {
  items: Product[];
  /** The filter `items` are for: until React has drawn a change's items, the one before it. */
  filter: CatalogueFilter;
}

/**
 * The items `filter` shows, deferred (`useDeferredValue`): a keystroke or a chip paints at once (the
 * text, the chosen chip), and the matching items are found and drawn in a render React can interrupt,
 * so drawing cards never delays what the shopper touched. Undefined until the catalogue is there;
 * the first results are shown at once, as there is nothing older to show meanwhile.
 */
export function useCatalogueResults(catalogue: Catalogue | undefined, filter: CatalogueFilter): CatalogueResults | undefined {
  const search = useMemo(() => catalogue && createProductSearch(catalogue), [catalogue]);
  useEffect(() => (search ? whenIdle(search.prepare, 2000) : undefined), [search]);

  // One object while the filter's values stand (the filter is a new object on every render), so
  // the grid does not start drawing again when, say, the add-to-cart sheet opens.
  const { search: text, categoryId, subCategoryId } = filter;
  const wanted = useMemo(
    () => (catalogue && search ? { catalogue, search, filter: { search: text, categoryId, subCategoryId } } : undefined),
    [catalogue, search, text, categoryId, subCategoryId],
  );
  const shown = useDeferredValue(wanted) ?? wanted;
  return useMemo(
    () => shown && { items: filterItems(shown.catalogue.items, shown.filter, shown.search), filter: shown.filter },
    [shown],
  );
}
