import type { Allergen, Diet, Food, Nutrition } from '@halwai/domain';

/**
 * What each demo item's label says: ingredients heaviest first, allergens, how long it keeps and
 * how to store it, and for a few of the best sellers a nutrition table (typical values per 100 g
 * for such a sweet). HSN codes and GST rates where an item is not a sweet (HSN 2106 at 5%, the
 * default): bakery, namkeen, groceries.
 */

const FRIDGE = 'Keep refrigerated (below 5 °C) and eat within the shelf life; bring to room temperature before serving';
const COOL = 'Store in a cool, dry place away from sunlight; keep the box closed';
const AIRTIGHT = 'Store in an airtight container in a cool, dry place; once opened, keep away from moisture';
const PANTRY = 'Store in a cool, dry place in a closed container, away from moisture and insects';
const WARM = 'Best eaten warm on the day; keep covered, and refrigerate any left over';

interface DemoFood {
  food: Omit<Food, 'netQuantity'>;
  hsn?: string;
  gstRate?: number;
}

const label = (
  diet: Diet,
  ingredients: string,
  allergens: Allergen[],
  shelfLifeDays: number,
  storage: string,
  nutrition?: Nutrition,
): DemoFood['food'] => ({ diet, ingredients, allergens, shelfLifeDays, storage, ...(nutrition && { nutrition }) });

const per100g = (
  energyKcal: number,
  protein: number,
  carbohydrate: number,
  sugars: number,
  fat: number,
  saturatedFat: number,
  sodiumMg: number,
): Nutrition => ({
  energyKcal,
  protein,
  carbohydrate,
  sugars,
  fat,
  saturatedFat,
  sodiumMg,
});

/** Food information by item name. */
export const DEMO_FOOD: Record<string, DemoFood> = {
  Rasgulla: {
    food: label(
      'veg',
      'Sugar syrup (sugar, water), chhena (cow milk, citric acid), semolina, cardamom',
      ['milk', 'gluten'],
      2,
      FRIDGE,
      per100g(186, 4, 38, 36, 2, 1.2, 20),
    ),
  },
  Rasmalai: {
    food: label(
      'veg',
      'Milk, chhena (cow milk, citric acid), sugar, pistachio, saffron, cardamom',
      ['milk', 'tree-nuts'],
      2,
      FRIDGE,
    ),
  },
  'Cham Cham': {
    food: label(
      'veg',
      'Chhena (cow milk, citric acid), sugar, khoya (milk solids), water, cardamom, food colour (INS 124)',
      ['milk'],
      2,
      FRIDGE,
    ),
  },
  'Kesar Sandesh': { food: label('veg', 'Chhena (cow milk, citric acid), sugar, saffron, cardamom', ['milk'], 2, FRIDGE) },
  'Nolen Gur Sandesh': {
    food: label('veg', 'Chhena (cow milk, citric acid), date-palm jaggery (nolen gur)', ['milk'], 2, FRIDGE),
  },
  'Gulab Jamun': {
    food: label(
      'veg',
      'Sugar, khoya (milk solids), refined wheat flour (maida), ghee, water, cardamom, rose water',
      ['milk', 'gluten'],
      4,
      COOL,
      per100g(320, 4.5, 50, 42, 12, 6, 40),
    ),
  },
  'Kala Jamun': {
    food: label(
      'veg',
      'Sugar, khoya (milk solids), refined wheat flour (maida), ghee, desiccated coconut, water, cardamom',
      ['milk', 'gluten'],
      4,
      COOL,
    ),
  },
  'Kaju Katli': {
    food: label(
      'veg',
      'Cashew nuts (55%), sugar, ghee, cardamom, edible silver leaf (varq)',
      ['tree-nuts', 'milk'],
      15,
      COOL,
      per100g(480, 9, 55, 45, 25, 5.5, 15),
    ),
  },
  'Kaju Kesar Katli': {
    food: label('veg', 'Cashew nuts (55%), sugar, ghee, saffron, pistachio, cardamom', ['tree-nuts', 'milk'], 15, COOL),
  },
  'Kaju Pista Roll': {
    food: label(
      'veg',
      'Cashew nuts, sugar, pistachio, ghee, cardamom, edible silver leaf (varq)',
      ['tree-nuts', 'milk'],
      15,
      COOL,
    ),
  },
  'Badam Katli': {
    food: label('veg', 'Almonds (55%), sugar, ghee, cardamom, edible silver leaf (varq)', ['tree-nuts', 'milk'], 15, COOL),
  },
  'Pista Lauj': {
    food: label('veg', 'Pistachio (60%), sugar, ghee, cardamom, edible silver leaf (varq)', ['tree-nuts', 'milk'], 15, COOL),
  },
  'Anjeer Barfi': {
    food: label('veg', 'Dried figs (anjeer), dates, cashew nuts, almonds, pistachio, ghee', ['tree-nuts', 'milk'], 20, COOL),
  },
  'Khajur Dry Fruit Roll': {
    food: label('veg', 'Dates (khajur), almonds, cashew nuts, pistachio, ghee, poppy seeds', ['tree-nuts', 'milk'], 20, COOL),
  },
  'Motichoor Laddoo': {
    food: label(
      'veg',
      'Sugar, gram flour (besan), ghee, water, melon seeds, saffron, cardamom',
      ['milk'],
      7,
      COOL,
      per100g(440, 6, 58, 40, 20, 10, 30),
    ),
  },
  'Besan Laddoo': {
    food: label(
      'veg',
      'Gram flour (besan), ghee, sugar, almonds, cardamom',
      ['milk', 'tree-nuts'],
      15,
      COOL,
      per100g(500, 10, 55, 35, 27, 14, 20),
    ),
  },
  'Boondi Laddoo': {
    food: label(
      'veg',
      'Sugar, gram flour (besan), ghee, water, cashew nuts, raisins, cloves, cardamom',
      ['milk', 'tree-nuts'],
      7,
      COOL,
    ),
  },
  'Dry Fruit Laddoo': {
    food: label('veg', 'Dates, dried figs, almonds, cashew nuts, pistachio, ghee, cardamom', ['tree-nuts', 'milk'], 20, COOL),
  },
  'Coconut Laddoo': {
    food: label('veg', 'Fresh grated coconut, condensed milk (milk, sugar), sugar, cardamom', ['milk'], 4, FRIDGE),
  },
  'Gond Laddoo': {
    food: label(
      'veg',
      'Whole wheat flour, ghee, jaggery, edible gum (gond), almonds, cashew nuts, desiccated coconut, dry ginger',
      ['gluten', 'milk', 'tree-nuts'],
      20,
      COOL,
    ),
  },
  Kalakand: {
    food: label('veg', 'Milk, chhena (milk, citric acid), sugar, pistachio, cardamom', ['milk', 'tree-nuts'], 3, FRIDGE),
  },
  'Coconut Barfi': {
    food: label('veg', 'Fresh coconut, sugar, khoya (milk solids), milk, cardamom, food colour (INS 124)', ['milk'], 5, COOL),
  },
  'Chocolate Barfi': { food: label('veg', 'Khoya (milk solids), sugar, cocoa powder, ghee', ['milk'], 5, COOL) },
  'Milk Cake': { food: label('veg', 'Milk, sugar, ghee, citric acid', ['milk'], 7, COOL, per100g(380, 9, 50, 45, 16, 10, 60)) },
  'Kesar Peda': {
    food: label('veg', 'Khoya (milk solids), sugar, pistachio, saffron, cardamom', ['milk', 'tree-nuts'], 5, COOL),
  },
  'Mathura Peda': { food: label('veg', 'Khoya (milk solids), sugar, ghee, cardamom', ['milk'], 10, COOL) },
  'Dharwad Peda': { food: label('veg', 'Milk, sugar, ghee, cardamom', ['milk'], 10, COOL) },
  'Soan Papdi': {
    food: label(
      'veg',
      'Sugar, gram flour (besan), refined wheat flour (maida), ghee, vegetable oil, pistachio, almonds, cardamom',
      ['gluten', 'milk', 'tree-nuts'],
      60,
      AIRTIGHT,
      per100g(520, 6, 64, 45, 27, 12, 15),
    ),
  },
  'Chocolate Soan Papdi': {
    food: label(
      'veg',
      'Sugar, gram flour (besan), refined wheat flour (maida), ghee, vegetable oil, cocoa powder (4%)',
      ['gluten', 'milk'],
      60,
      AIRTIGHT,
    ),
  },
  'Aloo Bhujia': {
    food: label(
      'veg',
      'Potato (35%), gram flour (besan), edible vegetable oil (palmolein), moth bean flour, salt, spices (black pepper, chilli, mint)',
      [],
      90,
      AIRTIGHT,
      per100g(580, 12, 40, 2, 41, 17, 850),
    ),
    hsn: '2106',
  },
  'Bikaneri Bhujia': {
    food: label(
      'veg',
      'Moth bean flour, gram flour (besan), edible vegetable oil (palmolein), salt, spices (black pepper, cloves, chilli)',
      [],
      90,
      AIRTIGHT,
    ),
  },
  'Ratlami Sev': {
    food: label(
      'veg',
      'Gram flour (besan), edible vegetable oil (palmolein), salt, spices (cloves, chilli, black pepper), asafoetida (contains wheat flour)',
      ['gluten'],
      60,
      AIRTIGHT,
    ),
  },
  'Navratan Mixture': {
    food: label(
      'veg',
      'Gram flour (besan), edible vegetable oil (palmolein), peanuts, lentils, boondi, salt, sugar, spices, curry leaves',
      ['peanuts'],
      60,
      AIRTIGHT,
    ),
  },
  'Khatta Meetha': {
    food: label(
      'veg',
      'Gram flour (besan), edible vegetable oil (palmolein), sugar, lentils, peanuts, raisins, salt, citric acid, spices',
      ['peanuts'],
      60,
      AIRTIGHT,
    ),
  },
  'Poha Chivda': {
    food: label(
      'veg',
      'Flattened rice (poha), peanuts, edible vegetable oil, sugar, salt, curry leaves, turmeric, green chilli',
      ['peanuts'],
      45,
      AIRTIGHT,
    ),
  },
  'Kerala Banana Chips': { food: label('veg', 'Raw banana (70%), coconut oil, salt, turmeric', [], 60, AIRTIGHT), hsn: '2008' },
  'Masala Potato Chips': {
    food: label(
      'veg',
      'Potato, edible vegetable oil (palmolein), chaat masala (salt, dry mango, cumin, black salt, chilli)',
      [],
      90,
      AIRTIGHT,
    ),
    hsn: '2005',
  },
  'Punjabi Samosa': {
    food: label(
      'veg',
      'Potato filling (potato, peas, spices, salt), refined wheat flour (maida), edible vegetable oil, carom seeds',
      ['gluten'],
      1,
      WARM,
    ),
  },
  'Khasta Kachori': {
    food: label(
      'veg',
      'Refined wheat flour (maida), moong dal, edible vegetable oil, spices, salt, asafoetida (contains wheat flour)',
      ['gluten'],
      2,
      WARM,
    ),
  },
  Nankhatai: {
    food: label(
      'veg',
      'Refined wheat flour (maida), ghee, sugar, gram flour (besan), semolina, cardamom',
      ['gluten', 'milk'],
      45,
      AIRTIGHT,
    ),
    hsn: '1905',
  },
  'Atta Jaggery Cookies': {
    food: label(
      'veg',
      'Whole wheat flour (atta), jaggery, butter, milk solids, raising agent (INS 500(ii))',
      ['gluten', 'milk'],
      45,
      AIRTIGHT,
    ),
    hsn: '1905',
  },
  'Coconut Cookies': {
    food: label(
      'veg',
      'Refined wheat flour (maida), butter, sugar, desiccated coconut (15%), milk solids',
      ['gluten', 'milk'],
      45,
      AIRTIGHT,
    ),
    hsn: '1905',
  },
  'Cake Rusk': {
    food: label(
      'egg',
      'Refined wheat flour (maida), sugar, eggs, vegetable fat, milk solids, raising agent, vanilla flavour',
      ['gluten', 'egg', 'milk'],
      90,
      AIRTIGHT,
    ),
    hsn: '1905',
  },
  'Suji Elaichi Rusk': {
    food: label(
      'veg',
      'Semolina (suji), refined wheat flour (maida), sugar, vegetable fat, milk solids, yeast, cardamom',
      ['gluten', 'milk'],
      90,
      AIRTIGHT,
    ),
    hsn: '1905',
  },
  'Dry Fruit Cake': {
    food: label(
      'egg',
      'Refined wheat flour (maida), sugar, eggs, butter, tutti-frutti (papaya, sugar, sulphur dioxide), cashew nuts, raisins',
      ['gluten', 'egg', 'milk', 'tree-nuts', 'sulphites'],
      10,
      COOL,
    ),
    hsn: '1905',
  },
  'Eggless Plum Cake': {
    food: label(
      'veg',
      'Refined wheat flour (maida), sugar, butter, milk, raisins, dates, candied orange peel (contains sulphur dioxide), spices, rum flavour',
      ['gluten', 'milk', 'sulphites'],
      15,
      COOL,
    ),
    hsn: '1905',
  },
  'Assorted Mithai Box': {
    food: label(
      'veg',
      'Assorted sweets: besan laddoo, kaju katli, milk barfi and peda (milk solids, sugar, gram flour, cashew nuts, ghee, almonds, cardamom)',
      ['milk', 'tree-nuts'],
      7,
      COOL,
    ),
  },
  'Royal Dry Fruit Box': {
    food: label('veg', 'Cashew nuts, almonds, pistachio (roasted, salted), raisins', ['tree-nuts'], 180, PANTRY),
    hsn: '0801',
  },
  'Shagun Mithai Box': {
    food: label(
      'veg',
      'Assorted sweets: kaju katli, badam katli, kesar peda, besan laddoo (cashew nuts, almonds, milk solids, sugar, gram flour, ghee, saffron)',
      ['milk', 'tree-nuts'],
      7,
      COOL,
    ),
  },
  'Puja Prasad Box': {
    food: label(
      'veg',
      'Boondi laddoo (gram flour, sugar, ghee, cashew nuts, raisins), peda (milk solids, sugar), mishri (crystal sugar)',
      ['milk', 'tree-nuts'],
      7,
      COOL,
    ),
  },
  'Chakki Fresh Atta': { food: label('veg', 'Whole wheat flour (100%)', ['gluten'], 60, PANTRY), hsn: '1101' },
  'Basmati Rice': { food: label('veg', 'Aged basmati rice (100%)', [], 365, PANTRY), hsn: '1006' },
  'Toor Dal': { food: label('veg', 'Split pigeon peas (toor dal, 100%), unpolished', [], 365, PANTRY), hsn: '0713' },
  'Moong Dal': { food: label('veg', 'Split yellow moong (100%)', [], 365, PANTRY), hsn: '0713' },
  'Kashmiri Rajma': { food: label('veg', 'Kidney beans (rajma, 100%)', [], 365, PANTRY), hsn: '0713' },
  'Garam Masala': {
    food: label('veg', 'Coriander, cumin, black pepper, cardamom, cinnamon, cloves, bay leaf, nutmeg', [], 180, AIRTIGHT),
    hsn: '0910',
  },
  'Kashmiri Red Chilli Powder': { food: label('veg', 'Kashmiri red chilli (100%)', [], 270, AIRTIGHT), hsn: '0904' },
  'Haldi Powder': { food: label('veg', 'Turmeric (100%)', [], 270, AIRTIGHT), hsn: '0910' },
  'Desi Cow Ghee': {
    food: label(
      'veg',
      'Cow milk fat (ghee, 100%)',
      ['milk'],
      270,
      'Store in a cool, dry place with the lid closed; use a dry spoon',
    ),
    hsn: '0405',
  },
  'Kachi Ghani Mustard Oil': {
    food: label('veg', 'Cold-pressed mustard oil (100%)', ['mustard'], 270, 'Store in a cool, dark place with the cap closed'),
    hsn: '1514',
  },
};
