import { useTranslation } from 'react-i18next';
import type { TextFieldProps } from '@mui/material/TextField';
import type { CategoryNameInput } from '@halwai/domain';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../lib/admin-ui/form-text-field';
import type { NameFormValues } from './use-name-form';

/** The name in Hindi beside the English one: Hindi pages show it, and the English while it is blank. */
export function HindiNameField({ control, ...props }: { control: Control<NameFormValues, unknown, CategoryNameInput> } & Pick<TextFieldProps, 'size' | 'sx'>) {
  const { t } = useTranslation('admin-categories');
  return <FormTextField control={control} name="nameHi" label={t('hindi.name')} slotProps={{ htmlInput: { lang: 'hi' } }} {...props} />;
}
