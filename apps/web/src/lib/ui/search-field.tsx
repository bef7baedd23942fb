import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  autoComplete?: string;
  size?: 'small' | 'medium';
  /** The label sits above the box from the start, so the placeholder shows. */
  shrinkLabel?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A search box with the magnifier in front. Built from the outlined input rather than TextField,
 * which would bring the select menu and its popover into the catalogue's first load.
 */
export function SearchField({ label, value, onChange, placeholder, autoComplete, size, shrinkLabel, sx }: SearchFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink={shrinkLabel || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        notched={shrinkLabel || undefined}
        placeholder={placeholder}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
