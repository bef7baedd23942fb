/**
 * The words of a food label, with no schema library: the storefront's cards and product page
 * import these, and keep zod off their first screen.
 */

export const DIETS = ['veg', 'egg', 'non-veg'] as const;
export type Diet = (typeof DIETS)[number];

/** FSSAI's allergen list, plus sesame and mustard (which many sweets and namkeens contain). */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'milk',
  'egg',
  'fish',
  'peanuts',
  'tree-nuts',
  'soy',
  'sulphites',
  'sesame',
  'mustard',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Allergens in words, for "Contains: …". */
export const ALLERGEN_WORDS: Record<Allergen, string> = {
  gluten: 'gluten (wheat)',
  crustaceans: 'crustaceans',
  milk: 'milk',
  egg: 'egg',
  fish: 'fish',
  peanuts: 'peanuts',
  'tree-nuts': 'tree nuts',
  soy: 'soy',
  sulphites: 'sulphites',
  sesame: 'sesame',
  mustard: 'mustard',
};

/** The mark's accessible name: FSSAI's green square with a dot is vegetarian; the brown triangle is not. */
export const DIET_WORDS: Record<Diet, string> = {
  veg: 'Vegetarian',
  egg: 'Non-vegetarian (contains egg)',
  'non-veg': 'Non-vegetarian',
};

/** The mark a diet carries: egg products carry the non-vegetarian mark (FSSAI). */
export const dietMark = (diet: Diet): 'veg' | 'non-veg' => (diet === 'veg' ? 'veg' : 'non-veg');

export const NUTRIENTS = ['energyKcal', 'protein', 'carbohydrate', 'sugars', 'fat', 'saturatedFat', 'sodiumMg'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

/** How each nutrient is named and measured on a label (per 100 g). */
export const NUTRIENT_LABELS: Record<Nutrient, { name: string; unit: string }> = {
  energyKcal: { name: 'Energy', unit: 'kcal' },
  protein: { name: 'Protein', unit: 'g' },
  carbohydrate: { name: 'Carbohydrate', unit: 'g' },
  sugars: { name: 'of which sugars', unit: 'g' },
  fat: { name: 'Fat', unit: 'g' },
  saturatedFat: { name: 'of which saturated fat', unit: 'g' },
  sodiumMg: { name: 'Sodium', unit: 'mg' },
};

/** "Contains: milk, tree nuts." in words, or null without allergens. */
export function containsLine(allergens: readonly Allergen[]): string | null {
  if (allergens.length === 0) return null;
  return `Contains: ${allergens.map((a) => ALLERGEN_WORDS[a]).join(', ')}.`;
}

/** schema.org's diet for a product (`suitableForDiet`): only vegetarian food is suitable for a vegetarian diet. */
export function schemaOrgDiet(diet: Diet): string | null {
  return diet === 'veg' ? 'https://schema.org/VegetarianDiet' : null;
}
