import type { ReactNode } from 'react';
import { ALLERGENS, GST_RATES, NUTRIENTS, type Category, type Subcategory } from '@halwai/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useController, type FieldPath } from 'react-hook-form';
import { CategoryFields } from '../../../lib/admin-ui/category-fields';
import { FormTextField } from '../../../lib/admin-ui/form-text-field';
import { ItemTypeField } from '../../../lib/admin-ui/item-type-field';
import { PriceEntriesField } from '../../../lib/admin-ui/price-entries-field';
import { HindiTextField } from './hindi-text-field';
import { FOOD_EXAMPLE, type ProductFormOutput, type ProductFormValues } from './product-form-values';
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

/** The product form shared by create and edit: every field of SPEC §3, every rule of §5 shown at its field. */
export function ProductForm({ form, categories, subcategories, onSubmit, submitLabel, saving, otherActions }: ProductFormProps) {
  const { control, handleSubmit, formState } = form;
  const hasErrors = Object.keys(formState.errors).length > 0;

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={3} aria-label="Product">
      <Section title="Details">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="name" label="Name" required />
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
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField control={control} name="priceUnit" label="Price unit" placeholder="1 kg" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <ItemTypeField control={control} name="itemType" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField
              control={control}
              name="discount"
              label="Discount"
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <HindiTextField control={control} name="descriptionHi" />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="searchWords"
              label="Search words"
              helperText="Other names customers may type, e.g. Hindi names: मोतीचूर, motichoor"
            />
          </Grid>
          <Grid size={12}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
              <SwitchField form={form} name="isAvailable" label="Available to customers" />
              <SwitchField form={form} name="featured" label="Featured on the home page" />
            </Stack>
          </Grid>
        </Grid>
      </Section>
      <Section title="Picture">
        <ThumbnailField form={form} />
      </Section>
      <Section title="Food information and GST">
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="food"
              label="Food information (JSON)"
              multiline
              minRows={4}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
              helperText={`What the label says. diet: veg, egg or non-veg; allergens from ${ALLERGENS.join(', ')}; shelfLifeDays; storage; optional netQuantity and nutrition per 100 g (${NUTRIENTS.join(', ')}). For example ${FOOD_EXAMPLE}`}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="hsn"
              label="HSN code"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              helperText="Blank: the category's"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="gstRate"
              label="GST rate"
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
              helperText={`${GST_RATES.join(', ')}; blank: the category's`}
            />
          </Grid>
        </Grid>
      </Section>
      <Section title="Price entries">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The first entry&apos;s price is the price on the item&apos;s card and page.
        </Typography>
        <PriceEntriesField control={control} withStockUnits />
      </Section>
      {formState.isSubmitted && hasErrors && (
        <Alert severity="error" role="alert">
          Some fields need attention before the product can be saved; see the messages above.
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
