import type { Category, Subcategory } from '@halwai/domain';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { nextSubcategoryId, subcategoriesOf } from './subcategory-choice';

interface CategoryFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** The form's category and subcategory ids, held as text. */
  categoryName: FieldPathByValue<T, string>;
  subcategoryName: FieldPathByValue<T, string>;
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  /** Offers "None" first, to clear the category. */
  allowNone?: boolean;
}

/**
 * Category and subcategory side by side, for the product and draft forms: the subcategory list
 * follows the category, keeping the chosen subcategory when it still fits (SPEC §4 create and edit).
 */
export function CategoryFields<T extends FieldValues, TOut>({
  control,
  categoryName,
  subcategoryName,
  categories,
  subcategories,
  allowNone = false,
}: CategoryFieldsProps<T, TOut>) {
  const category = useController({ control, name: categoryName });
  const subcategory = useController({ control, name: subcategoryName });
  const categoryId = String(category.field.value);
  const subcategoryId = String(subcategory.field.value);
  const options = subcategoriesOf(categoryId, subcategories);

  const changeCategory = (value: string) => {
    category.field.onChange(value);
    // Through the field, so the form's own validation mode decides whether to check it now.
    subcategory.field.onChange(nextSubcategoryId(value, subcategoryId, subcategories));
  };

  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          required
          label="Category"
          name={category.field.name}
          value={categoryId}
          onChange={(event) => changeCategory(event.target.value)}
          onBlur={category.field.onBlur}
          inputRef={category.field.ref}
          error={category.fieldState.invalid}
          helperText={category.fieldState.error?.message}
        >
          {allowNone && (
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
          )}
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
          value={options.some((s) => String(s.id) === subcategoryId) ? subcategoryId : ''}
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
