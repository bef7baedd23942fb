import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/admin-ui/form-text-field';
import type { ProductFormApi } from './use-product-form';

/** A pre-order: the day the batch is ready from and, if it stops, its last day. Both blank: an ordinary product. */
export function PreorderFields({ form }: { form: ProductFormApi }) {
  const { t } = useTranslation('admin-products');
  const dateSlots = { inputLabel: { shrink: true } };
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="preorder.from"
          type="date"
          label={t('form.preorderFrom')}
          helperText={t('form.preorderFromHelp')}
          slotProps={dateSlots}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="preorder.until"
          type="date"
          label={t('form.preorderUntil')}
          helperText={t('form.preorderUntilHelp')}
          slotProps={dateSlots}
        />
      </Grid>
    </>
  );
}
