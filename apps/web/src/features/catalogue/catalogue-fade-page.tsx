import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NO_FILTER } from './catalogue-filter';
import { CatalogueView } from './catalogue-view';

/** `/sweet-test/:id`: the catalogue fading in, titled Our Products; its id is not used for filtering. */
export function CatalogueFadePage() {
  const [filter, setFilter] = useState(NO_FILTER);
  const { t } = useTranslation('catalogue');
  const title = t('fadeTitle');
  useDocumentTitle(title);
  return <CatalogueView title={title} filter={filter} onFilterChange={setFilter} fadeIn />;
}
