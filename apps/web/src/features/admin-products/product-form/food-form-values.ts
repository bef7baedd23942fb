import { foodSchema, NUTRIENTS, type Allergen, type Diet, type Food, type Nutrient } from '@halwai/domain';
import { z } from 'zod';

/** A product's food label as its form fields hold it: text as typed, numbers too. */
export interface FoodFormValues {
  diet: Diet | '';
  allergens: Allergen[];
  ingredients: string;
  ingredientsHi: string;
  shelfLifeDays: string;
  storage: string;
  storageHi: string;
  netQuantity: string;
  /** Per 100 g; all blank: no nutrition table. */
  nutrition: Record<Nutrient, string>;
}

const blankNutrition = () => Object.fromEntries(NUTRIENTS.map((key) => [key, ''])) as Record<Nutrient, string>;

/** No label yet: every field blank. */
export const emptyFoodForm = (): FoodFormValues => ({
  diet: '',
  allergens: [],
  ingredients: '',
  ingredientsHi: '',
  shelfLifeDays: '',
  storage: '',
  storageHi: '',
  netQuantity: '',
  nutrition: blankNutrition(),
});

/** The fields filled in from the label the server holds. */
export function foodToFormValues(food: Food | null): FoodFormValues {
  if (!food) return emptyFoodForm();
  return {
    diet: food.diet,
    allergens: [...food.allergens],
    ingredients: food.ingredients,
    ingredientsHi: food.ingredientsHi ?? '',
    shelfLifeDays: String(food.shelfLifeDays),
    storage: food.storage,
    storageHi: food.storageHi ?? '',
    netQuantity: food.netQuantity ?? '',
    nutrition: food.nutrition
      ? (Object.fromEntries(NUTRIENTS.map((key) => [key, String(food.nutrition![key])])) as Record<Nutrient, string>)
      : blankNutrition(),
  };
}

const typed = (text: string) => (text.trim() === '' ? undefined : text);
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/** The label the fields describe, for the server's schema to check; null when nothing is filled in. */
export function foodFromFormValues(values: FoodFormValues): unknown {
  const { diet, allergens, nutrition, ...texts } = values;
  const nutritionTyped = NUTRIENTS.some((key) => nutrition[key].trim() !== '');
  if (diet === '' && allergens.length === 0 && !nutritionTyped && Object.values(texts).every((text) => text.trim() === '')) return null;
  return {
    diet: diet === '' ? undefined : diet,
    allergens,
    ingredients: values.ingredients,
    ...(typed(values.ingredientsHi) && { ingredientsHi: values.ingredientsHi }),
    shelfLifeDays: typedNumber(values.shelfLifeDays),
    storage: values.storage,
    ...(typed(values.storageHi) && { storageHi: values.storageHi }),
    ...(typed(values.netQuantity) && { netQuantity: values.netQuantity }),
    ...(nutritionTyped && { nutrition: Object.fromEntries(NUTRIENTS.map((key) => [key, typedNumber(nutrition[key])])) }),
  };
}

const text = z.string();

/**
 * The food fields checked as the server checks a label, each message at its own field
 * (`food.nutrition.sugars`); all blank is no label.
 */
export const foodFormSchema = z
  .object({
    diet: z.enum(['', 'veg', 'egg', 'non-veg']),
    allergens: z.array(z.string()),
    ingredients: text,
    ingredientsHi: text,
    shelfLifeDays: text,
    storage: text,
    storageHi: text,
    netQuantity: text,
    nutrition: z.record(z.string(), text),
  })
  .transform((values, ctx): Food | null => {
    const label = foodFromFormValues(values as FoodFormValues);
    if (label === null) return null;
    const parsed = foodSchema.safeParse(label);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
