import { ITEM_TYPES } from '@halwai/domain';
import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field';
import { ITEM_TYPE_LABEL_KEYS } from './item-type-labels';

interface ItemTypeFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Say under it that the type names the stock's unit (the product form, which counts stock). */
  withHelp?: boolean;
}

/** The item type picker (By kilo, By packets, By pieces) of the product and draft forms. */
export function ItemTypeField<T extends FieldValues, TOut>({ control, name, withHelp = false }: ItemTypeFieldProps<T, TOut>) {
  const { t } = useTranslation('admin');
  return (
    <FormTextField control={control} name={name} label={t('fields.itemType')} select required {...(withHelp && { helperText: t('fields.itemTypeHelp') })}>
      {ITEM_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {t(ITEM_TYPE_LABEL_KEYS[type])}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
