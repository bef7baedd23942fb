import { z } from 'zod';
import { jsonFormField } from './json-form-field.js';
import { ALLERGENS, DIETS, type Nutrient } from './food-words.js';
import { FOOD_MESSAGES } from './food-messages.js';
import { schemaMessage } from './coded-message.js';

export * from './food-words.js';
export { FOOD_MESSAGES } from './food-messages.js';

/**
 * What a food label says (FSSAI Labelling and Display Regulations, 2020, and its directions to
 * e-commerce food businesses): shown on the product page, printed as "Best before" on invoices.
 */

const visibleText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, schemaMessage('food.tooLong', max));

const nutrient = (name: Nutrient, max: number) =>
  z
    .number({ error: schemaMessage('food.nutrient', name, max) })
    .min(0, schemaMessage('food.nutrient', name, max))
    .max(max, schemaMessage('food.nutrient', name, max));

/** Per 100 g, as the label's nutrition table; a product may leave it out. */
export const nutritionSchema = z
  .strictObject(
    {
      energyKcal: nutrient('energyKcal', 900),
      protein: nutrient('protein', 100),
      carbohydrate: nutrient('carbohydrate', 100),
      sugars: nutrient('sugars', 100),
      fat: nutrient('fat', 100),
      saturatedFat: nutrient('saturatedFat', 100),
      sodiumMg: nutrient('sodiumMg', 40_000),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? FOOD_MESSAGES.unknownField(`nutrition.${issue.keys[0]}`) : undefined,
    },
  )
  .superRefine((n, ctx) => {
    if (n.sugars > n.carbohydrate) ctx.addIssue({ code: 'custom', path: ['sugars'], message: FOOD_MESSAGES.sugarsOverCarbs });
    if (n.saturatedFat > n.fat) ctx.addIssue({ code: 'custom', path: ['saturatedFat'], message: FOOD_MESSAGES.saturatedOverFat });
  });
export type Nutrition = z.infer<typeof nutritionSchema>;

/**
 * A product's food information, as staff send it (the form's `food` JSON text) and as product
 * answers carry it. `{ diet: 'veg', ingredients: 'Cashew, sugar, silver leaf', allergens: ['tree-nuts'],
 * shelfLifeDays: 15, storage: 'Store in a cool, dry place' }`, and the same words in Hindi where staff wrote them.
 */
export const foodSchema = z
  .strictObject(
    {
      diet: z.enum(DIETS, { error: FOOD_MESSAGES.diet }),
      ingredients: visibleText(1000, FOOD_MESSAGES.ingredients),
      allergens: z
        .array(z.enum(ALLERGENS, { error: FOOD_MESSAGES.allergen }), { error: FOOD_MESSAGES.allergen })
        .max(ALLERGENS.length)
        .refine((list) => new Set(list).size === list.length, FOOD_MESSAGES.allergenTwice),
      shelfLifeDays: z
        .number({ error: FOOD_MESSAGES.shelfLife })
        .int(FOOD_MESSAGES.shelfLife)
        .min(1, FOOD_MESSAGES.shelfLife)
        .max(365, FOOD_MESSAGES.shelfLife),
      storage: visibleText(300, FOOD_MESSAGES.storage),
      ingredientsHi: visibleText(1000, FOOD_MESSAGES.ingredients).optional().describe('The ingredients in Hindi; Hindi pages show them'),
      storageHi: visibleText(300, FOOD_MESSAGES.storage).optional().describe('How to store it, in Hindi'),
      netQuantity: z
        .string()
        .trim()
        .max(60, schemaMessage('food.tooLong', 60))
        .optional()
        .describe('e.g. "500 g" or "12 pieces (about 400 g)"'),
      nutrition: nutritionSchema.optional().describe('Per 100 g'),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? FOOD_MESSAGES.unknownField(String(issue.keys[0])) : undefined) },
  );
export type Food = z.infer<typeof foodSchema>;

/**
 * The form's `food` field: JSON text (multipart) or an object (JSON body); blank or null clears it.
 * Text that does not parse is refused with a message saying what is expected.
 */
export const foodFieldSchema = jsonFormField(foodSchema, FOOD_MESSAGES.notJson);
