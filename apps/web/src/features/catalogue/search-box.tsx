import { SearchField } from '../../lib/ui/search-field';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <SearchField
      label="Search items"
      placeholder="Kaju katli, bhujia, ghee…"
      value={value}
      onChange={onChange}
      autoComplete="off"
      shrinkLabel
      sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
    />
  );
}
