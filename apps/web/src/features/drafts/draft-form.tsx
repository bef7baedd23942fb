import { zodResolver } from '@hookform/resolvers/zod';
import { draftSchema, ITEM_TYPES, type Category, type Subcategory } from '@halwai/domain';
import { useController, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { FormTextField } from '../../lib/admin-ui/form-text-field';
import { firstSubcategoryId, type DraftFormValues } from './draft-form-values';
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

/** The local draft form: Save stays disabled until every rule of SPEC §5 (local CRUD) passes. */
export function DraftForm({ defaultValues, editing, categories, subcategories, onSave, onCancel }: DraftFormProps) {
  const { control, handleSubmit, setValue, formState, reset } = useForm<DraftFormValues, unknown, DraftFields>({
    resolver,
    defaultValues,
    mode: 'onChange',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'prices' });
  const categoryId = useWatch({ control, name: 'categoryId' });
  const { field: available } = useController({ control, name: 'isAvailable' });
  const { field: category, fieldState: categoryState } = useController({ control, name: 'categoryId' });
  const subcategoryOptions = subcategories.filter((s) => String(s.categoryId) === categoryId);
  const pricesError = formState.errors.prices?.root?.message ?? formState.errors.prices?.message;

  const submit = handleSubmit((values) => {
    onSave(values);
    reset(defaultValues);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="draft-form-title">
      <Typography id="draft-form-title" component="h2" variant="h5">
        {editing ? 'Edit draft' : 'New draft'}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField control={control} name="name" label="Name" required />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="thumbnail" label="Thumbnail URL" type="url" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            required
            label="Category"
            name={category.name}
            value={category.value}
            inputRef={category.ref}
            onBlur={category.onBlur}
            onChange={(event) => {
              category.onChange(event.target.value);
              setValue('subcategoryId', firstSubcategoryId(event.target.value, subcategories), { shouldValidate: true });
            }}
            error={categoryState.invalid}
            helperText={categoryState.error?.message}
          >
            {categories.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="subcategoryId"
            label="Subcategory"
            select
            required
            disabled={subcategoryOptions.length === 0}
          >
            {subcategoryOptions.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="itemType" label="Item type" select required>
            {ITEM_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <FormControlLabel
            label="Available"
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
          <FormTextField control={control} name="description" label="Description" multiline minRows={2} required />
        </Grid>
      </Grid>
      <Typography component="h3" variant="h6">
        Prices
      </Typography>
      {fields.map((entry, index) => (
        <Stack key={entry.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`prices.${index}.label`}
            label="Label"
            size="small"
            slotProps={{ htmlInput: { 'aria-label': `Price entry ${index + 1} label` } }}
          />
          <FormTextField
            control={control}
            name={`prices.${index}.price`}
            label="Price"
            size="small"
            slotProps={{
              htmlInput: { 'aria-label': `Price entry ${index + 1} price`, inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            }}
          />
          <IconButton aria-label={`Remove price entry ${index + 1}`} onClick={() => remove(index)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {pricesError && <FormHelperText error>{pricesError}</FormHelperText>}
      <div>
        <Button size="small" startIcon={<AddIcon />} onClick={() => append({ label: '', price: '' })}>
          Add price entry
        </Button>
      </div>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {editing && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="contained" disabled={!formState.isValid}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
