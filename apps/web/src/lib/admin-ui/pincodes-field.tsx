import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';

interface PincodesFieldProps {
  pincodes: string[];
  onChange: (pincodes: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The message under the field when something is wrong; else the help. */
  error?: string;
  helperText?: string;
  name?: string;
}

/** Pincodes and prefixes typed as one list, separated by commas, spaces or new lines. Used by Settings and by each outlet. */
export function PincodesField({ pincodes, onChange, onBlur, inputRef, error, helperText, name }: PincodesFieldProps) {
  const { t } = useTranslation('admin-settings');
  // The text as typed (a trailing comma stays while typing); the list is what it says.
  const [text, setText] = useState(() => pincodes.join(', '));
  return (
    <TextField
      label={t('delivery.pincodes')}
      name={name}
      multiline
      minRows={2}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value.split(/[\s,;]+/).filter(Boolean));
      }}
      onBlur={onBlur}
      inputRef={inputRef}
      error={error !== undefined}
      helperText={error ?? helperText ?? t('delivery.pincodesHelp')}
    />
  );
}
