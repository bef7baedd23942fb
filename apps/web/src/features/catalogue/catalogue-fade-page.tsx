import { useState } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NO_FILTER } from './catalogue-filter';
import { CatalogueView } from './catalogue-view';

/** `/sweet-test/:id`: the catalogue fading in, titled Our Products; its id is not used for filtering. */
export function CatalogueFadePage() {
  const [filter, setFilter] = useState(NO_FILTER);
  useDocumentTitle('Our Products');
  return <CatalogueView title="Our Products" filter={filter} onFilterChange={setFilter} fadeIn />;
}
