import type { Category, Subcategory } from '@halwai/domain';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, useWatch } from 'react-hook-form';
import { nextSubcategoryId } from './product-form-values';
import type { ProductFormApi } from './use-product-form';

interface CategoryFieldsProps {
  form: ProductFormApi;
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
}

/** Category and subcategory: the subcategory list follows the category (SPEC §4 create and edit). */
export function CategoryFields({ form, categories, subcategories }: CategoryFieldsProps) {
  const { control, getValues, setValue, formState } = form;
  const category = useController({ control, name: 'categoryId' });
  const subcategory = useController({ control, name: 'subCategoryId' });
  const categoryId = useWatch({ control, name: 'categoryId' });
  const options = subcategories.filter((s) => String(s.categoryId) === categoryId);

  const changeCategory = (value: string) => {
    category.field.onChange(value);
    setValue('subCategoryId', nextSubcategoryId(value, getValues('subCategoryId'), subcategories), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  };

  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          required
          label="Category"
          name={category.field.name}
          value={category.field.value}
          onChange={(event) => changeCategory(event.target.value)}
          onBlur={category.field.onBlur}
          inputRef={category.field.ref}
          error={category.fieldState.invalid}
          helperText={category.fieldState.error?.message}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {categories.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          required
          label="Subcategory"
          name={subcategory.field.name}
          value={options.some((s) => String(s.id) === subcategory.field.value) ? subcategory.field.value : ''}
          onChange={subcategory.field.onChange}
          onBlur={subcategory.field.onBlur}
          inputRef={subcategory.field.ref}
          error={subcategory.fieldState.invalid}
          helperText={subcategory.fieldState.error?.message ?? (categoryId === '' ? 'Choose a category first' : undefined)}
          disabled={options.length === 0}
        >
          {options.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </>
  );
}
