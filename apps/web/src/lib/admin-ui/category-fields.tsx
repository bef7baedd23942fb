import { inLanguage, type Category, type Subcategory } from '@halwai/domain';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type ControllerFieldState,
  type ControllerRenderProps,
} from 'react-hook-form';
import { translateMessage } from '../../i18n/translate-message';
import { useLanguage } from '../../i18n/use-language';
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

interface IdSelectProps {
  label: string;
  /** What `useController` gave for the field. */
  controller: { field: Pick<ControllerRenderProps, 'name' | 'onBlur' | 'ref'>; fieldState: ControllerFieldState };
  /** The chosen id as text, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Named in the page's language: the Hindi name where there is one. */
  options: readonly { id: number; name: string; nameHi?: string }[];
  helperText?: string;
  disabled?: boolean;
  /** Menu items before the options (e.g. "None"). */
  children?: ReactNode;
}

/** A required select of named rows by id, bound to one form field; its error replaces the hint. */
function IdSelect({ label, controller, value, onChange, options, helperText, disabled, children }: IdSelectProps) {
  const { field, fieldState } = controller;
  const language = useLanguage();
  return (
    <TextField
      select
      required
      label={label}
      name={field.name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : helperText}
      disabled={disabled}
    >
      {children}
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {inLanguage(language, option.name, option.nameHi)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Category and subcategory side by side, for the product and draft forms: the subcategory list
 * follows the category, keeping the chosen subcategory when it still fits (create and edit).
 */
export function CategoryFields<T extends FieldValues, TOut>({
  control,
  categoryName,
  subcategoryName,
  categories,
  subcategories,
  allowNone = false,
}: CategoryFieldsProps<T, TOut>) {
  const { t } = useTranslation('admin');
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
        <IdSelect
          label={t('fields.category')}
          controller={category}
          value={categoryId}
          onChange={changeCategory}
          options={categories}
        >
          {allowNone && (
            <MenuItem value="">
              <em>{t('fields.none')}</em>
            </MenuItem>
          )}
        </IdSelect>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <IdSelect
          label={t('fields.subcategory')}
          controller={subcategory}
          value={options.some((s) => String(s.id) === subcategoryId) ? subcategoryId : ''}
          onChange={subcategory.field.onChange}
          options={options}
          helperText={categoryId === '' ? t('fields.chooseCategoryFirst') : undefined}
          disabled={options.length === 0}
        />
      </Grid>
    </>
  );
}
