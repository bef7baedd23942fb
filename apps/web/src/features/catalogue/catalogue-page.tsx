import { useTranslation } from 'react-i18next';
import { inLanguage } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { useStorefrontCatalogue } from '../../lib/api/get-catalogue';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CatalogueView } from './catalogue-view';
import { useSweetsFilter } from './use-sweets-filter';

/** `/sweets/:categoryId?/:subCategoryId?`: the route parameters preselect a category and subcategory. */
export function CataloguePage() {
  const { data: catalogue } = useStorefrontCatalogue();
  const [filter, setFilter] = useSweetsFilter(catalogue);
  const category = catalogue?.categories.find((c) => c.id === filter.categoryId);
  const subcategory = catalogue?.subcategories.find((s) => s.id === filter.subCategoryId);
  const language = useLanguage();
  const { t } = useTranslation('catalogue');
  const shown = subcategory ?? category;
  const title = shown ? inLanguage(language, shown.name, shown.nameHi) : t('title');
  useDocumentTitle(title);

  return <CatalogueView title={title} filter={filter} onFilterChange={setFilter} />;
}
