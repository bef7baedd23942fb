import { useTranslation } from 'react-i18next';
import { inLanguage, type Category, type Subcategory } from '@halwai/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLanguage } from '../../i18n/use-language';
import { SearchField } from '../../lib/ui/search-field';
import { isFiltering, NO_FILTER, subcategoryChoices, withCategories, type ProductFilter } from './product-filters';

interface ProductFilterBarProps {
  filter: ProductFilter;
  onChange: (filter: ProductFilter) => void;
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
}

/** Search by name, a multi-select of categories and a subcategory filter for the admin product list. */
export function ProductFilterBar({ filter, onChange, categories, subcategories }: ProductFilterBarProps) {
  const { t } = useTranslation('admin-products');
  const language = useLanguage();
  // Categories are named in the page's language, as the shop's shelves are.
  const categoryName = new Map(categories.map((c) => [c.id, inLanguage(language, c.name, c.nameHi)]));
  const subcategoryOptions = subcategoryChoices(subcategories, filter.categoryIds);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <SearchField
        label={t('common.searchProducts')}
        value={filter.search}
        onChange={(search) => onChange({ ...filter, search })}
        sx={{ flex: 2 }}
      />
      <TextField
        select
        label={t('filters.categories')}
        value={filter.categoryIds}
        onChange={(event) => {
          // A multiple select hands back an array; autofill may hand back text.
          const value: unknown = event.target.value;
          const chosen = Array.isArray(value) ? value.map(Number) : String(value).split(',').filter(Boolean).map(Number);
          onChange(withCategories(filter, chosen, subcategories));
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as number[]).length === 0
                ? t('filters.allCategories')
                : (selected as number[]).map((id) => categoryName.get(id)).join(', '),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        sx={{ flex: 1.5, minWidth: 0 }}
      >
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id} dense>
            <Checkbox checked={filter.categoryIds.includes(category.id)} size="small" sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={categoryName.get(category.id)} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('filters.subcategory')}
        value={filter.subCategoryId === null ? '' : String(filter.subCategoryId)}
        onChange={(event) =>
          onChange({ ...filter, subCategoryId: event.target.value === '' ? null : Number(event.target.value) })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ flex: 1, minWidth: 0 }}
      >
        <MenuItem value="">{t('filters.allSubcategories')}</MenuItem>
        {subcategoryOptions.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {inLanguage(language, s.name, s.nameHi)}
          </MenuItem>
        ))}
      </TextField>
      {isFiltering(filter) && (
        <Button onClick={() => onChange(NO_FILTER)} sx={{ flexShrink: 0 }}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
