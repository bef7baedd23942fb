import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The shop day a list is for. */
export function DayField({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const { t } = useTranslation('admin-paper');
  return (
    <TextField
      type="date"
      label={t('toolbar.day')}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
