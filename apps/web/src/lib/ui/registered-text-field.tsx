import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from '../../i18n/translate-message';

type RegisteredTextFieldProps = Omit<TextFieldProps, 'error' | 'name' | 'onChange' | 'onBlur' | 'inputRef'> & {
  /** What `register(name)` gave for this field. */
  registration: UseFormRegisterReturn;
  /** The field's error from `formState.errors`; its message replaces the helper text. */
  fieldError: FieldError | undefined;
};

/** A text field registered with react-hook-form, its error message (in the shop's language) shown in place of its hint. */
export function RegisteredTextField({ registration, fieldError, helperText, ...props }: RegisteredTextFieldProps) {
  return <TextField {...props} {...registration} error={Boolean(fieldError)} helperText={fieldError?.message ? translateMessage(fieldError.message) : helperText} />;
}

/**
 * A phone number field with the phone keypad and the national number autofilled. It does not cut
 * input at 10 characters: `+91 98765 43210` is longer and still right (the schema normalises it).
 */
export function PhoneNumberField(props: RegisteredTextFieldProps) {
  return (
    <RegisteredTextField {...props} type="tel" autoComplete="tel-national" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
  );
}
