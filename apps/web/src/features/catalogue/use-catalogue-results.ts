import { useEffect, useMemo } from 'react';
import type { Catalogue, Product } from '@halwai/domain';
import { useValueAfterPaint } from '../../lib/use-value-after-paint';
import { whenIdle } from '../../lib/when-idle';
import { filterItems, type CatalogueFilter } from './catalogue-filter';
import { createProductSearch } from './product-search';

export interface CatalogueResults {
  items: Product[];
  /** The filter `items` are for: until the page has painted a change, the one before it. */
  filter: CatalogueFilter;
}

/**
 * The items `filter` shows, a frame behind it: a keystroke or a chip paints at once (the text, the
 * chosen chip), and the matching items are found and drawn in the task after, so drawing cards
 * never delays what the shopper touched. A filter that changes again before then is skipped.
 * Undefined until the catalogue is there.
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
  const shown = useValueAfterPaint(wanted);
  return useMemo(
    () => shown && { items: filterItems(shown.catalogue.items, shown.filter, shown.search), filter: shown.filter },
    [shown],
  );
}
