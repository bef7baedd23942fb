import type { ReactNode } from 'react';
import type { Category, Subcategory } from '@halwai/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useController, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CategoryFields } from '../../../lib/admin-ui/category-fields';
import { FormTextField } from '../../../lib/admin-ui/form-text-field';
import { ItemTypeField } from '../../../lib/admin-ui/item-type-field';
import { PriceEntriesField } from '../../../lib/admin-ui/price-entries-field';
import { useStockWords } from '../../../lib/admin-ui/stock-words';
import { CounterFields, PackBarcodeField } from './counter-fields';
import { HindiTextField } from './hindi-text-field';
import { FoodFields } from './food-fields';
import { GstFields } from './gst-fields';
import { PreorderFields } from './preorder-fields';
import { AssortmentFields } from './assortment-fields';
import { emptyPriceEntry, type ProductFormOutput, type ProductFormValues } from './product-form-values';
import { ThumbnailField } from './thumbnail-field';
import type { ProductFormApi } from './use-product-form';

interface ProductFormProps {
  form: ProductFormApi;
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  onSubmit: (values: ProductFormOutput) => void;
  /** The submit button's text ("Add Product", "Save Changes"); it is disabled while `saving`. */
  submitLabel: string;
  saving: boolean;
  /** Whatever sits before the submit button (e.g. Cancel). */
  otherActions?: ReactNode;
  /** The product being edited, which cannot go in its own box; none on a new one. */
  productId?: number;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function SwitchField({ form, name, label }: { form: ProductFormApi; name: FieldPath<ProductFormValues>; label: string }) {
  const { field } = useController({ control: form.control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          checked={field.value === true}
          onChange={(_e, checked) => field.onChange(checked)}
          inputRef={field.ref}
        />
      }
    />
  );
}

/** The product form shared by create and edit: every field and rule of a product shown at its field. */
export function ProductForm({ form, categories, subcategories, onSubmit, submitLabel, saving, otherActions, productId }: ProductFormProps) {
  const { t } = useTranslation('admin-products');
  const { control, handleSubmit, formState } = form;
  const stockWords = useStockWords();
  // The unit a pack's share of the stock is typed in follows the item type chosen above.
  const itemType = useWatch({ control, name: 'itemType' });
  const hasErrors = Object.keys(formState.errors).length > 0;

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={3} aria-label={t('form.label')}>
      <Section title={t('form.sections.details')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="name" label={t('form.name')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <HindiTextField control={control} name="nameHi" />
          </Grid>
          <CategoryFields
            control={control}
            categoryName="categoryId"
            subcategoryName="subCategoryId"
            categories={categories}
            subcategories={subcategories}
            allowNone
          />
          <Grid size={{ xs: 12, sm: 6 }}>
            <ItemTypeField control={control} name="itemType" withHelp />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="discount"
              label={t('form.discount')}
              helperText={t('form.discountHelp')}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          </Grid>
          <CounterFields form={form} itemType={itemType} />
          <PreorderFields form={form} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="description" label={t('form.description')} multiline minRows={3} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <HindiTextField control={control} name="descriptionHi" />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="searchWords"
              label={t('form.searchWords')}
              helperText={t('form.searchWordsHelp')}
            />
          </Grid>
          <Grid size={12}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
              <SwitchField form={form} name="isAvailable" label={t('form.isAvailable')} />
              <SwitchField form={form} name="featured" label={t('form.featured')} />
            </Stack>
          </Grid>
        </Grid>
      </Section>
      <Section title={t('form.sections.picture')}>
        <ThumbnailField form={form} />
      </Section>
      <Section title={t('form.sections.food')}>
        <FoodFields form={form} />
      </Section>
      <Section title={t('form.sections.gst')}>
        <GstFields form={form} />
      </Section>
      <Section title={t('form.sections.prices')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('form.pricesNote')}
        </Typography>
        <PriceEntriesField
          control={control}
          withStockUnits
          stockUnit={stockWords.unit(itemType)}
          newEntry={emptyPriceEntry}
          entryExtra={(index) => <PackBarcodeField form={form} index={index} />}
        />
      </Section>
      <Section title={t('form.sections.assortment')}>
        <AssortmentFields form={form} selfId={productId} />
      </Section>
      {formState.isSubmitted && hasErrors && (
        <Alert severity="error" role="alert">
          {t('form.fixErrors')}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {otherActions}
        <Button type="submit" variant="contained" size="large" disabled={saving}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
