import { useTranslation } from 'react-i18next';
import { DateField } from '../../lib/admin-ui/date-field';

/** The shop day a list is for. */
export function DayField({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const { t } = useTranslation('admin-paper');
  return (
    <DateField label={t('toolbar.day')} size="small" value={value} onChange={(date) => date && onChange(date)} />
  );
}
