import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { TextFieldProps } from '@mui/material/TextField';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field';

interface FormPasswordFieldProps<T extends FieldValues, TOut> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label?: string;
  autoComplete: 'current-password' | 'new-password';
  helperText?: TextFieldProps['helperText'];
}

/** A password field with a button that shows what was typed. */
export function FormPasswordField<T extends FieldValues, TOut = T>({ label, ...props }: FormPasswordFieldProps<T, TOut>) {
  const { t } = useTranslation('admin');
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      label={label ?? t('fields.password')}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
