import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { translateMessage } from '../../i18n/translate-message';

type FormTextFieldProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<T>;
  /** The form's control; `TOut` is what its resolver turns the values into. */
  control: Control<T, unknown, TOut>;
};

/**
 * A text field bound to a react-hook-form field: its value, its error message under it (the domain's
 * rules say it in English; a Hindi page shows it in Hindi), focus on error.
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  name,
  control,
  helperText,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled ?? field.disabled}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : helperText}
    />
  );
}
