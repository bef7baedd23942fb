import { describe, expect, it } from 'vitest';
import { containsLine, dietMark, FOOD_MESSAGES, foodFieldSchema, schemaOrgDiet } from './food.js';

const label = { diet: 'veg', ingredients: 'Cashew, sugar', allergens: ['tree-nuts'], shelfLifeDays: 15, storage: 'Cool and dry' };

describe('food information', () => {
  it('reads the form field as JSON text or an object; blank clears it', () => {
    expect(foodFieldSchema.parse(JSON.stringify(label))).toEqual(label);
    expect(foodFieldSchema.parse(label)).toEqual(label);
    expect(foodFieldSchema.parse('  ')).toBeNull();
    expect(foodFieldSchema.parse(undefined)).toBeUndefined();
  });

  it('says what is wrong, field by field', () => {
    const messages = (value: unknown) => foodFieldSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages('{oops')).toEqual([['', FOOD_MESSAGES.notJson]]);
    expect(messages({ ...label, allergens: ['nuts'] })).toEqual([['allergens.0', FOOD_MESSAGES.allergen]]);
    expect(messages({ ...label, shelfLifeDays: 0 })).toEqual([['shelfLifeDays', FOOD_MESSAGES.shelfLife]]);
    expect(messages({ ...label, nutrition: { energyKcal: 400, protein: 5, carbohydrate: 50, sugars: 40, fat: 10, saturatedFat: 12, sodiumMg: 5 } })).toEqual([
      ['nutrition.saturatedFat', FOOD_MESSAGES.saturatedOverFat],
    ]);
  });

  it('writes allergens in words, and the mark and schema.org diet', () => {
    expect(containsLine(['milk', 'tree-nuts', 'gluten'])).toBe('Contains: milk, tree nuts, gluten (wheat).');
    expect(containsLine([])).toBeNull();
    expect(dietMark('egg')).toBe('non-veg');
    expect(schemaOrgDiet('veg')).toBe('https://schema.org/VegetarianDiet');
    expect(schemaOrgDiet('non-veg')).toBeNull();
  });
});
