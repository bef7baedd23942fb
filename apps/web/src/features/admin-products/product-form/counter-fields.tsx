import type { ItemType } from '@halwai/domain';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/admin-ui/form-text-field';
import type { ProductFormApi } from './use-product-form';

/** What the counter needs of an item: the barcode its scanner reads and, for a by-kilo item, the price of a weighed kilo. */
export function CounterFields({ form, itemType }: { form: ProductFormApi; itemType: ItemType | '' }) {
  const { t } = useTranslation('admin-products');
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name="barcode"
          label={t('form.barcode')}
          helperText={t('form.barcodeHelp')}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
      </Grid>
      {/* Only a by-kilo item is weighed at the counter; the others sell by the pack. */}
      {itemType === 'ByKilo' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="pricePerKg"
            label={t('form.pricePerKg')}
            helperText={t('form.pricePerKgHelp')}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            }}
          />
        </Grid>
      )}
    </>
  );
}

/** A pack's barcode, in its row of the price list. */
export function PackBarcodeField({ form, index }: { form: ProductFormApi; index: number }) {
  const { t } = useTranslation('admin-products');
  return (
    <FormTextField
      control={form.control}
      name={`prices.${index}.barcode`}
      label={t('form.packBarcode')}
      helperText={t('form.packBarcodeHelp')}
      sx={{ flex: '1 1 160px' }}
      slotProps={{ htmlInput: { 'aria-label': t('form.packBarcodeEntry', { n: index + 1 }), autoComplete: 'off', spellCheck: false } }}
    />
  );
}
