import TextField from '@mui/material/TextField';

/** The shop day a list is for. */
export function DayField({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  return (
    <TextField
      type="date"
      label="Day"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
