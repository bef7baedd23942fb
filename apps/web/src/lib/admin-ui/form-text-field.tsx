import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** A text field bound to a react-hook-form field: its value, its error message under it, focus on error. */
export function FormTextField<T extends FieldValues>({ name, control, helperText, ...props }: FormTextFieldProps<T>) {
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
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
