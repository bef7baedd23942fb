import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Catalogue, Product } from '@halwai/domain';
import { whenIdle } from '../../lib/when-idle';
import type { createProductSearch } from '../../lib/product-search';
import { filterItems, type CatalogueFilter } from './catalogue-filter';

type CreateProductSearch = typeof createProductSearch;

export interface CatalogueResults {
  items: Product[];
  /** The filter `items` are for: until React has drawn a change's items, the one before it. */
  filter: CatalogueFilter;
}

/**
 * The search's code (Fuse and the word index), loaded after the page's first load: a shopper who
 * browses by category never needs it. It comes when the browser is first idle, or at once when a
 * search is asked for (a typed word, a search in the address) before then.
 */
function useSearchMaker(needed: boolean): CreateProductSearch | undefined {
  const [make, setMake] = useState<CreateProductSearch>();
  useEffect(() => {
    if (make) return;
    let live = true;
    const load = () =>
      void import('../../lib/product-search').then((loaded) => {
        if (live) setMake(() => loaded.createProductSearch);
      });
    if (needed) {
      load();
      return () => {
        live = false;
      };
    }
    const cancel = whenIdle(load, 2000);
    return () => {
      live = false;
      cancel();
    };
  }, [make, needed]);
  return make;
}

/**
 * The items `filter` shows, deferred (`useDeferredValue`): a keystroke or a chip paints at once (the
 * text, the chosen chip), and the matching items are found and drawn in a render React can interrupt,
 * so drawing cards never delays what the shopper touched. Undefined until the catalogue is there (and,
 * for a search, the search's code); the first results are shown at once, as there is nothing older to
 * show meanwhile.
 */
export function useCatalogueResults(catalogue: Catalogue | undefined, filter: CatalogueFilter): CatalogueResults | undefined {
  const { search: text, categoryId, subCategoryId } = filter;
  const searching = text.trim() !== '';
  const make = useSearchMaker(searching);
  const search = useMemo(() => catalogue && make?.(catalogue), [catalogue, make]);
  useEffect(() => (search ? whenIdle(search.prepare, 2000) : undefined), [search]);

  // One object while the filter's values stand (the filter is a new object on every render), so
  // the grid does not start drawing again when, say, the add-to-cart sheet opens.
  const wanted = useMemo(
    () => (catalogue && (search || !searching) ? { catalogue, search, filter: { search: text, categoryId, subCategoryId } } : undefined),
    [catalogue, search, searching, text, categoryId, subCategoryId],
  );
  const shown = useDeferredValue(wanted) ?? wanted;
  return useMemo(
    () => shown && { items: filterItems(shown.catalogue.items, shown.filter, shown.search), filter: shown.filter },
    [shown],
  );
}
