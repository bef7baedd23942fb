import { GST_RATES } from '@halwai/domain';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/admin-ui/form-text-field';
import type { ProductFormApi } from './use-product-form';

/** The item's HSN code and GST rate, the rate chosen among the slabs; blank takes the category's. */
export function GstFields({ form }: { form: ProductFormApi }) {
  const { t } = useTranslation('admin-products');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="hsn"
          label={t('form.hsn')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText={t('form.hsnHelp')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="gstRate"
          label={t('form.gstRate')}
          select
          helperText={t('form.gstRateHelp')}
          // Blank is a choice of its own ("the category's rate"), so it is shown, not left as an empty box.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('form.gstRateOfCategory')}</MenuItem>
          {GST_RATES.map((rate) => (
            <MenuItem key={rate} value={String(rate)}>
              {rate}%
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
    </Grid>
  );
}
