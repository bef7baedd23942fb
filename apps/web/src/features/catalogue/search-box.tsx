import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <TextField
      type="search"
      label="Search items"
      placeholder="Kaju katli, bhujia, ghee…"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
        inputLabel: { shrink: true },
      }}
      sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
    />
  );
}
