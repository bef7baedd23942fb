import { startTransition, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Catalogue } from '@halwai/domain';
import { paths } from '../../lib/paths';
import { SEARCH_PARAM, useWideHeader } from '../../lib/ui/wide-header';
import { filterFromParams, NO_FILTER, searchFor, type CatalogueFilter } from './catalogue-filter';

/**
 * The filter of `/sweets/:categoryId?/:subCategoryId?`: the category and subcategory live in the
 * path (so Back and a shared link keep them), the search in the page. Typing goes to the page's
 * own state first, because a controlled input fed through a router transition can lose keystrokes.
 * On a wide screen the search box is the top bar's, which keeps its own text and writes `?q=`.
 * A new path is written in a transition: a route change redraws the whole layout, which would hold
 * back the chosen chip; until it lands, the choice is the filter.
 */
export function useSweetsFilter(catalogue: Catalogue | undefined): [CatalogueFilter, (filter: CatalogueFilter) => void] {
  const params = useParams();
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const wide = useWideHeader();
  const [typed, setSearch] = useState(() => searchParams.get(SEARCH_PARAM) ?? '');
  const search = wide ? (searchParams.get(SEARCH_PARAM) ?? '') : typed;

  // A link from elsewhere that names a category ends the search.
  const [seenPath, setSeenPath] = useState(pathname);
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    if (params.categoryId !== undefined) setSearch('');
  }

  // A choice waiting for its path, made at the history entry `at`; any navigation ends it.
  const [chosen, setChosen] = useState<{ at: string; filter: CatalogueFilter } | null>(null);
  if (chosen && chosen.at !== location.key) setChosen(null);

  const routeFilter = catalogue ? filterFromParams(catalogue, params.categoryId, params.subCategoryId) : NO_FILTER;
  const filter = chosen?.at === location.key ? chosen.filter : search !== '' ? searchFor(search) : routeFilter;

  const setFilter = (next: CatalogueFilter) => {
    setSearch(next.search);
    const target = paths.sweets(next.categoryId ?? undefined, next.subCategoryId ?? undefined);
    // A chosen category ends the top bar's search too.
    if (target !== pathname || (wide && next.search === '' && search !== '')) {
      setChosen({ at: location.key, filter: next });
      startTransition(() => void navigate(target, { replace: true }));
    } else {
      setChosen(null);
    }
  };
  return [filter, setFilter];
}
