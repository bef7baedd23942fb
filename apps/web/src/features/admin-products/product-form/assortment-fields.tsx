import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { inLanguage, type ProductSummary } from '@halwai/domain';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { translateMessage } from '../../../i18n/translate-message';
import { FormTextField } from '../../../lib/admin-ui/form-text-field';
import { useProductSummaries } from '../api/get-product-summaries';
import type { ProductFormApi } from './use-product-form';

/**
 * A gift box the customer fills: how many pieces, which sweets (found with the product search), the
 * portion of each (the label of its pack), whether a sweet may go in twice, and how the box is priced.
 */
export function AssortmentFields({ form, selfId }: { form: ProductFormApi; selfId?: number }) {
  const { t } = useTranslation('admin-products');
  const on = useWatch({ control: form.control, name: 'assortment.on' });
  const { field: onField } = useController({ control: form.control, name: 'assortment.on' });
  const { field: repeats } = useController({ control: form.control, name: 'assortment.repeats' });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormControlLabel
          label={t('form.assortment.on')}
          control={<Switch name={onField.name} checked={onField.value === true} onChange={(event) => onField.onChange(event.target.checked)} />}
        />
      </Grid>
      {on && (
        <>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField control={form.control} name="assortment.pick" label={t('form.assortment.pick')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField control={form.control} name="assortment.portion" label={t('form.assortment.portion')} helperText={t('form.assortment.portionHelp')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField control={form.control} name="assortment.pricing" label={t('form.assortment.pricing')} select>
              <MenuItem value="box">{t('form.assortment.pricingBox')}</MenuItem>
              <MenuItem value="portions">{t('form.assortment.pricingPortions')}</MenuItem>
            </FormTextField>
          </Grid>
          <Grid size={12}>
            <SweetsField form={form} selfId={selfId} />
          </Grid>
          <Grid size={12}>
            <FormControlLabel
              label={t('form.assortment.repeats')}
              control={<Switch name={repeats.name} checked={repeats.value === true} onChange={(event) => repeats.onChange(event.target.checked)} />}
            />
          </Grid>
        </>
      )}
    </Grid>
  );
}

/** The sweets the customer picks from, chosen by name with the product search. */
function SweetsField({ form, selfId }: { form: ProductFormApi; selfId: number | undefined }) {
  const { t } = useTranslation('admin-products');
  const language = useLanguage();
  const { data: summaries = [] } = useProductSummaries();
  const { field, fieldState } = useController({ control: form.control, name: 'assortment.from' });
  const byId = new Map(summaries.map((s) => [s.id, s]));
  const chosen = (field.value ?? []).map((id) => byId.get(id) ?? ({ id, name: `#${id}`, price: 0, isAvailable: false } as ProductSummary));
  const nameOf = (s: ProductSummary) => inLanguage(language, s.name, s.nameHi);
  return (
    <Autocomplete
      multiple
      options={summaries.filter((s) => s.id !== selfId)}
      value={chosen}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, value) => field.onChange(value.map((s) => s.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t('form.assortment.from')}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : t('form.assortment.fromHelp')}
        />
      )}
    />
  );
}
