import { memo } from 'react';
import { SearchField } from '../../lib/ui/search-field';

interface SearchBoxProps {
  value: string;
  /** Keep it stable: the box redraws only when its text changes. */
  onChange: (value: string) => void;
}

export const SearchBox = memo(function SearchBox({ value, onChange }: SearchBoxProps) {
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
});
