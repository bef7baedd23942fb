import { ALLERGENS, DIETS, NUTRIENT_LABELS, NUTRIENTS, type Allergen } from '@halwai/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../lib/admin-ui/form-text-field';
import { VegMark } from '../../../lib/ui/veg-mark';
import { translateMessage } from '../../../i18n/translate-message';
import { emptyFoodForm } from './food-form-values';
import type { ProductFormApi } from './use-product-form';

type FieldsProps = { form: ProductFormApi };

/** Veg, egg or non-veg, each beside the mark its label carries. */
function DietField({ form }: FieldsProps) {
  const { t } = useTranslation('admin-products');
  const { t: tCommon } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name: 'food.diet' });
  return (
    <FormControl error={fieldState.invalid}>
      <FormLabel id="food-diet-label">{t('form.food.diet')}</FormLabel>
      <RadioGroup row aria-labelledby="food-diet-label" name={field.name} value={field.value} onChange={(_e, value) => field.onChange(value)}>
        {DIETS.map((diet, index) => (
          <FormControlLabel
            key={diet}
            value={diet}
            control={<Radio inputRef={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />}
            label={
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <VegMark diet={diet} size={18} />
                <span aria-hidden="true">{tCommon(`diet.${diet}`)}</span>
              </Stack>
            }
          />
        ))}
      </RadioGroup>
      {fieldState.error?.message && <FormHelperText>{translateMessage(fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}

/** One checkbox per allergen FSSAI names, in the page's language. */
function AllergensField({ form }: FieldsProps) {
  const { t } = useTranslation(['admin-products', 'food']);
  const { field, fieldState } = useController({ control: form.control, name: 'food.allergens' });
  const chosen = new Set<Allergen>(field.value);
  const toggle = (allergen: Allergen, on: boolean) =>
    // Kept in the label's order, whatever order they were ticked in.
    field.onChange(ALLERGENS.filter((a) => (a === allergen ? on : chosen.has(a))));
  return (
    <FormControl component="fieldset" error={fieldState.invalid}>
      <FormLabel component="legend">{t('form.food.allergens')}</FormLabel>
      <FormGroup row>
        {ALLERGENS.map((allergen, index) => (
          <FormControlLabel
            key={allergen}
            sx={{ minWidth: { xs: '45%', sm: '30%' } }}
            label={t(`food:allergens.${allergen}`)}
            control={
              <Checkbox
                name={field.name}
                value={allergen}
                checked={chosen.has(allergen)}
                onChange={(_e, on) => toggle(allergen, on)}
                onBlur={field.onBlur}
                inputRef={index === 0 ? field.ref : undefined}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{fieldState.error?.message ? translateMessage(fieldState.error.message) : t('form.food.allergensHelp')}</FormHelperText>
    </FormControl>
  );
}

/** Per 100 g, each nutrient with its unit. */
function NutritionFields({ form }: FieldsProps) {
  const { t } = useTranslation(['admin-products', 'food']);
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ p: 0 }}>
        {t('form.food.nutrition')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('form.food.nutritionHelp')}
      </Typography>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {NUTRIENTS.map((key) => (
          <Grid key={key} size={{ xs: 6, sm: 3 }}>
            <FormTextField
              control={form.control}
              name={`food.nutrition.${key}`}
              label={t(`food:nutrients.${key}`)}
              size="small"
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">{NUTRIENT_LABELS[key].unit}</InputAdornment> },
              }}
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

/**
 * What the item's label says, field by field: the diet with its mark, allergens to tick, the
 * ingredients and storage in English and Hindi, shelf life, net quantity and nutrition.
 */
export function FoodFields({ form }: FieldsProps) {
  const { t } = useTranslation('admin-products');
  const { control } = form;
  const hindi = { htmlInput: { lang: 'hi' } };
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        {t('form.foodHelp')}
      </Typography>
      <DietField form={form} />
      <AllergensField form={form} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="food.ingredients" label={t('form.food.ingredients')} helperText={t('form.food.ingredientsHelp')} multiline minRows={2} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="food.ingredientsHi" label={t('form.food.ingredientsHi')} helperText={t('form.food.hindiHelp')} multiline minRows={2} slotProps={hindi} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="food.storage" label={t('form.food.storage')} multiline />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="food.storageHi" label={t('form.food.storageHi')} helperText={t('form.food.hindiHelp')} multiline slotProps={hindi} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="food.shelfLifeDays"
            label={t('form.food.shelfLifeDays')}
            helperText={t('form.food.shelfLifeHelp')}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">{t('form.food.days')}</InputAdornment> },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="food.netQuantity" label={t('form.food.netQuantity')} helperText={t('form.food.netQuantityHelp')} />
        </Grid>
      </Grid>
      <NutritionFields form={form} />
      <div>
        <Button variant="text" onClick={() => form.setValue('food', emptyFoodForm(), { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}>
          {t('form.food.clear')}
        </Button>
      </div>
    </Stack>
  );
}
