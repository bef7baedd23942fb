import { ITEM_TYPES } from '@halwai/domain';
import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';
import { ITEM_TYPE_LABELS } from './item-type-labels';

interface ItemTypeFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}

/** The item type picker (By kilo, By packets, By pieces) of the product and draft forms. */
export function ItemTypeField<T extends FieldValues, TOut>({ control, name }: ItemTypeFieldProps<T, TOut>) {
  return (
    <FormTextField control={control} name={name} label="Item type" select required>
      {ITEM_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {ITEM_TYPE_LABELS[type]}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
