import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../lib/admin-ui/form-text-field';
import type { ProductFormOutput, ProductFormValues } from './product-form-values';

interface HindiTextFieldProps {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  name: 'nameHi' | 'descriptionHi';
}

/** The Hindi beside an English field: Hindi pages show it, and the English where it is left blank. */
export function HindiTextField({ control, name }: HindiTextFieldProps) {
  const { t } = useTranslation('admin-products');
  const description = name === 'descriptionHi';
  return (
    <FormTextField
      control={control}
      name={name}
      label={t(`hindi.${name}`)}
      helperText={t(description ? 'hindi.descriptionHelp' : 'hindi.nameHelp')}
      multiline={description}
      minRows={description ? 3 : undefined}
      slotProps={{ htmlInput: { lang: 'hi' } }}
    />
  );
}
