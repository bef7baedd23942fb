import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/admin-ui/form-text-field';
import type { ProductFormApi } from './use-product-form';

const DATES = [
  { name: 'preorder.from', label: 'form.preorderFrom', help: 'form.preorderFromHelp' },
  { name: 'preorder.until', label: 'form.preorderUntil', help: 'form.preorderUntilHelp' },
] as const;

/** A pre-order: the day the batch is ready from and, if it stops, its last day. Both blank: an ordinary product. */
export function PreorderFields({ form }: { form: ProductFormApi }) {
  const { t } = useTranslation('admin-products');
  return (
    <>
      {DATES.map((date) => (
        <Grid key={date.name} size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name={date.name}
            type="date"
            label={t(date.label)}
            helperText={t(date.help)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
      ))}
    </>
  );
}
