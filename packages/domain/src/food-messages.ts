// The words of food.ts's checks, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

import { ALLERGENS } from './food-words.js';
import { named } from './message-params.js';

export const FOOD_MESSAGES = {
  notJson:
    'Food information must be JSON, like {"diet":"veg","ingredients":"…","allergens":["milk"],"shelfLifeDays":7,"storage":"…"}',
  diet: 'diet must be veg, egg or non-veg',
  ingredients: 'List the ingredients, heaviest first',
  allergen: `Allergens come from this list: ${ALLERGENS.join(', ')}`,
  allergenTwice: 'Name each allergen once',
  shelfLife: 'shelfLifeDays must be a whole number of days from 1 to 365',
  storage: 'Say how to store it, e.g. "Store in a cool, dry place"',
  nutrient: named(['name', 'max'], (name: string, max: number) => `nutrition.${name} must be a number from 0 to ${max}`),
  sugarsOverCarbs: 'Sugars cannot be more than the carbohydrate',
  saturatedOverFat: 'Saturated fat cannot be more than the fat',
  unknownField: named(['name'], (name: string) => `Unknown food field "${name}"`),
  tooLong: named(['max'], (max: number) => `At most ${max} characters`),
} as const;
