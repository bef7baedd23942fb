import { zodResolver } from '@hookform/resolvers/zod';
import { draftSchema, type Category, type Subcategory } from '@halwai/domain';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CategoryFields } from '../../lib/admin-ui/category-fields';
import { FormTextField } from '../../lib/admin-ui/form-text-field';
import { ItemTypeField } from '../../lib/admin-ui/item-type-field';
import { PriceEntriesField } from '../../lib/admin-ui/price-entries-field';
import type { DraftFormValues } from './draft-form-values';
import type { DraftFields } from './drafts-storage';

// The schema coerces ids and prices from text, so its declared input says `unknown` where the form
// holds text; DraftFormValues is an input it accepts as is (draft-form-values.test.ts parses it).
const resolver = zodResolver(draftSchema) as unknown as Resolver<DraftFormValues, unknown, DraftFields>;

interface DraftFormProps {
  /** The values to start from (the page remounts the form, with a new key, to edit another draft). */
  defaultValues: DraftFormValues;
  editing: boolean;
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  onSave: (fields: DraftFields) => void;
  onCancel: () => void;
}

/** The local draft form: Save stays disabled until every product rule (local CRUD) passes. */
export function DraftForm({ defaultValues, editing, categories, subcategories, onSave, onCancel }: DraftFormProps) {
  const { t } = useTranslation('drafts');
  const { control, handleSubmit, formState, reset } = useForm<DraftFormValues, unknown, DraftFields>({
    resolver,
    defaultValues,
    mode: 'onChange',
  });
  const { field: available } = useController({ control, name: 'isAvailable' });

  const submit = handleSubmit((values) => {
    onSave(values);
    reset(defaultValues);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="draft-form-title">
      <Typography id="draft-form-title" component="h2" variant="h5">
        {editing ? t('form.edit') : t('form.new')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField control={control} name="name" label={t('form.name')} required />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="thumbnail" label={t('form.thumbnail')} type="url" required />
        </Grid>
        <CategoryFields
          control={control}
          categoryName="categoryId"
          subcategoryName="subcategoryId"
          categories={categories}
          subcategories={subcategories}
        />
        <Grid size={{ xs: 12, sm: 6 }}>
          <ItemTypeField control={control} name="itemType" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <FormControlLabel
            label={t('form.available')}
            control={
              <Switch
                checked={available.value}
                onChange={(_e, checked) => available.onChange(checked)}
                inputRef={available.ref}
              />
            }
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="description" label={t('form.description')} multiline minRows={2} required />
        </Grid>
      </Grid>
      <Typography component="h3" variant="h6">
        {t('form.prices')}
      </Typography>
      <PriceEntriesField control={control} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {editing && <Button onClick={onCancel}>{t('form.cancel')}</Button>}
        <Button type="submit" variant="contained" disabled={!formState.isValid}>
          {t('form.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
