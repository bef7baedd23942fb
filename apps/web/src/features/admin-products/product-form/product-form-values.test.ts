import { COUNTER_MESSAGES, PRODUCT_FORM_MESSAGES, DEFAULT_DESCRIPTION, DEFAULT_DESCRIPTION_HI, DEFAULT_THUMBNAIL, FOOD_MESSAGES, MAX_UPLOAD_BYTES, MESSAGES, PREORDER_MESSAGES, SETTINGS_MESSAGES, STOCK_MESSAGES, type Food, ASSORTMENT_MESSAGES } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  isProductField,
  productFormValuesSchema,
  productToFormValues,
  thumbnailFileProblem,
  toProductFormData,
  type ProductFormValues,
} from './product-form-values';
import { emptyFoodForm, foodToFormValues } from './food-form-values';
import { staffProduct } from '../../../test/sample-catalogue';

const categories = [
  { id: 3, name: 'Sweets' },
  { id: 5, name: 'Namkeen' },
];
const subcategories = [
  { id: 30, name: 'Barfi', categoryId: 3 },
  { id: 31, name: 'Laddoo', categoryId: 3 },
  { id: 50, name: 'Bhujia', categoryId: 5 },
];

const kajuKatli = staffProduct({
  id: 12,
  name: 'Kaju Katli',
  price: 1200,
  categoryId: 3,
  subCategoryId: 31,
  thumbnail: '/media/abc.webp',
  description: 'Cashew fudge',
  searchWords: 'kaju barfi, काजू कतली',
  discount: 10,
  prices: [
    { label: '500 g', price: 600, barcode: null },
    { label: '1 kg', price: 1200, barcode: null },
  ],
  isAvailable: false,
  featured: true,
});

const valid = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...productToFormValues(kajuKatli),
  ...overrides,
});

const messagesOf = (values: ProductFormValues) => {
  const result = productFormValuesSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('product form values', () => {
  it('starts a new product with the first category, its first subcategory, the logo and the placeholder text', () => {
    expect(emptyProductForm(categories, subcategories)).toMatchObject({
      categoryId: '3',
      subCategoryId: '30',
      thumbnail: DEFAULT_THUMBNAIL,
      description: DEFAULT_DESCRIPTION,
      isAvailable: true,
      featured: false,
      prices: [{ label: '', price: '', stockUnits: '', barcode: '' }],
    });
    expect(emptyProductForm([], [])).toMatchObject({ categoryId: '', subCategoryId: '' });
  });

  it('round-trips a product into the edit form', () => {
    expect(productToFormValues(kajuKatli)).toMatchObject({ categoryId: '3', subCategoryId: '31', discount: '10' });
    expect(productFormValuesSchema.parse(valid())).toMatchObject({ categoryId: 3, prices: kajuKatli.prices });
  });

  it('holds no price or price unit of its own beside the price entries', () => {
    expect(productToFormValues(kajuKatli)).not.toHaveProperty('price');
    expect(emptyProductForm(categories, subcategories)).not.toHaveProperty('price');
    expect(productToFormValues(kajuKatli)).not.toHaveProperty('priceUnit');
    expect(emptyProductForm(categories, subcategories)).not.toHaveProperty('priceUnit');
  });

  it('gives every product rule its message at the field', () => {
    expect(
      messagesOf(valid({ name: ' ', categoryId: '', subCategoryId: '', itemType: '' })),
    ).toMatchObject({
      name: MESSAGES.required,
      categoryId: MESSAGES.required,
      subCategoryId: MESSAGES.required,
      itemType: MESSAGES.required,
    });
    expect(messagesOf(valid({ prices: [] }))).toEqual({ prices: MESSAGES.priceEntryNeeded });
    expect(messagesOf(valid({ prices: [{ label: '1 kg', price: '-5', stockUnits: '', barcode: '' }] }))).toEqual({
      'prices.0.price': MESSAGES.priceAboveZero,
    });
  });

  it("keeps a pack's stock share through the form: blank is automatic, a number is kept, anything else is refused", () => {
    const withShare = { ...kajuKatli, prices: [{ label: 'Box of 12', price: 600, stockUnits: 0.5, barcode: null }] };
    const values = productToFormValues(withShare);
    expect(values.prices).toEqual([{ label: 'Box of 12', price: '600', stockUnits: '0.5', barcode: '' }]);
    expect(productFormValuesSchema.parse(values).prices).toEqual([{ label: 'Box of 12', price: 600, stockUnits: 0.5, barcode: null }]);
    expect(productFormValuesSchema.parse(valid({ prices: [{ label: '1 kg', price: '5', stockUnits: ' ', barcode: '' }] })).prices[0]!.stockUnits).toBeNull();
    expect(messagesOf(valid({ prices: [{ label: '1 kg', price: '5', stockUnits: 'lots', barcode: '' }] }))).toEqual({
      'prices.0.stockUnits': STOCK_MESSAGES.stockUnits,
    });
  });

  it("holds the item's and each pack's barcode and the price per kg, checks them as the server does, and sends blank to clear them", () => {
    const scanned = { ...kajuKatli, barcode: '8901234567890', pricePerKg: 1150, prices: [{ label: '500 g', price: 600, barcode: 'KK500' }] };
    const values = productToFormValues(scanned);
    expect(values).toMatchObject({ barcode: '8901234567890', pricePerKg: '1150', prices: [{ barcode: 'KK500' }] });
    const data = toProductFormData(productFormValuesSchema.parse(values));
    expect([data.get('barcode'), data.get('pricePerKg')]).toEqual(['8901234567890', '1150']);
    expect(JSON.parse(String(data.get('prices')))).toEqual([{ label: '500 g', price: 600, barcode: 'KK500' }]);

    const cleared = toProductFormData(productFormValuesSchema.parse(valid({ barcode: ' ', pricePerKg: '', prices: [{ label: '1 kg', price: '5', stockUnits: '', barcode: '' }] })));
    expect([cleared.get('barcode'), cleared.get('pricePerKg')]).toEqual(['', '']);
    expect(JSON.parse(String(cleared.get('prices')))).toEqual([{ label: '1 kg', price: 5, barcode: null }]);
    // A pack-only item sends no price per kg, whatever the hidden field held.
    const packets = toProductFormData(productFormValuesSchema.parse(valid({ itemType: 'ByPackets', pricePerKg: '300' })));
    expect(packets.get('pricePerKg')).toBe('');

    expect(messagesOf(valid({ barcode: 'ab', pricePerKg: '0', prices: [{ label: '1 kg', price: '5', stockUnits: '', barcode: 'no-dash' }] }))).toEqual({
      barcode: COUNTER_MESSAGES.barcode,
      pricePerKg: PRODUCT_FORM_MESSAGES.pricePerKgRange,
      'prices.0.barcode': COUNTER_MESSAGES.barcode,
    });
    expect(isProductField('prices.3.barcode')).toBe(true);
    expect(isProductField('pricePerKg')).toBe(true);
  });

  it('checks a chosen picture in the browser: an image, with a type, at most 4 MB', () => {
    const image = new File(['png'], 'barfi.png', { type: 'image/png' });
    expect(thumbnailFileProblem(image)).toBeNull();
    expect(thumbnailFileProblem(new File(['hi'], 'notes.txt', { type: 'text/plain' }))).toBe(MESSAGES.fileMustBeImage);
    expect(thumbnailFileProblem(new File(['??'], 'mystery'))).toBe(MESSAGES.invalidFile);
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(thumbnailFileProblem(big)).toBe(MESSAGES.imageTooLarge);
    expect(messagesOf(valid({ thumbnailFile: big }))).toEqual({ thumbnailFile: MESSAGES.imageTooLarge });
  });

  it("sends the spec multipart fields, the first entry's price and label as price and priceUnit, prices as JSON text and the picture as thumbnailFile", () => {
    const file = new File(['png'], 'barfi.png', { type: 'image/png' });
    const data = toProductFormData(productFormValuesSchema.parse(valid({ thumbnailFile: file })), 12);
    expect(Object.fromEntries([...data.entries()].filter(([key]) => key !== 'thumbnailFile'))).toEqual({
      id: '12',
      name: 'Kaju Katli',
      categoryId: '3',
      subCategoryId: '31',
      price: '600',
      priceUnit: '500 g',
      thumbnail: '/media/abc.webp',
      isAvailable: 'false',
      featured: 'true',
      itemType: 'ByKilo',
      description: 'Cashew fudge',
      searchWords: 'kaju barfi, काजू कतली',
      nameHi: '',
      descriptionHi: '',
      discount: '10',
      prices: '[{"label":"500 g","price":600,"barcode":null},{"label":"1 kg","price":1200,"barcode":null}]',
      food: '',
      hsn: '',
      gstRate: '',
      barcode: '',
      pricePerKg: '',
      preorder: '',
      assortment: '',
    });
    expect((data.get('thumbnailFile') as File).name).toBe('barfi.png');
    expect(toProductFormData(productFormValuesSchema.parse(valid())).has('id')).toBe(false);
  });

  it('sends the two pre-order dates as the server reads them, each refusal at its date field, and fills them back from a product', () => {
    const sent = (preorder: ProductFormValues['preorder']) => toProductFormData(productFormValuesSchema.parse(valid({ preorder }))).get('preorder');
    expect(sent({ from: '2026-10-29', until: '2026-11-02' })).toBe('{"from":"2026-10-29","until":"2026-11-02"}');
    expect(sent({ from: '2026-10-29', until: '' })).toBe('{"from":"2026-10-29"}');
    expect(sent({ from: '', until: '' })).toBe('');
    expect(messagesOf(valid({ preorder: { from: '', until: '2026-11-02' } }))).toEqual({ 'preorder.from': PREORDER_MESSAGES.from });
    expect(messagesOf(valid({ preorder: { from: '2026-10-29', until: '2026-10-28' } }))).toEqual({ 'preorder.until': PREORDER_MESSAGES.untilBeforeFrom });
    expect(productToFormValues({ ...kajuKatli, preorder: { from: '2026-10-29' } }).preorder).toEqual({ from: '2026-10-29', until: '' });
    expect(isProductField('preorder.until')).toBe(true);
  });

  it('checks the food fields as the server checks a label, each message at its field, and sends the label with the GST fields', () => {
    const blank = emptyFoodForm();
    // Nothing filled in: no label.
    expect(productFormValuesSchema.parse(valid({ food: blank })).food).toBeNull();
    // Begun but not finished: each missing part said at its own field.
    expect(messagesOf(valid({ food: { ...blank, diet: 'veg', nutrition: { ...blank.nutrition, sugars: '40' } } }))).toMatchObject({
      'food.ingredients': FOOD_MESSAGES.ingredients,
      'food.shelfLifeDays': FOOD_MESSAGES.shelfLife,
      'food.storage': FOOD_MESSAGES.storage,
      'food.nutrition.protein': FOOD_MESSAGES.nutrient('protein', 100),
    });
    expect(messagesOf(valid({ food: { ...blank, ingredients: 'Cashew' } }))).toMatchObject({ 'food.diet': FOOD_MESSAGES.diet });
    expect(messagesOf(valid({ gstRate: '7' }))).toEqual({ gstRate: SETTINGS_MESSAGES.gstRate });

    const label: Food = {
      diet: 'egg',
      ingredients: 'Flour, egg, sugar',
      ingredientsHi: 'मैदा, अंडा, चीनी',
      allergens: ['gluten', 'egg'],
      shelfLifeDays: 5,
      storage: 'Cool and dry',
      storageHi: 'ठंडी, सूखी जगह रखें',
    };
    const typed = { ...blank, ...foodToFormValues(label), shelfLifeDays: ' 5 ' };
    const data = toProductFormData(productFormValuesSchema.parse(valid({ food: typed, hsn: '1905', gstRate: '18' })));
    expect(JSON.parse(data.get('food') as string)).toEqual(label);
    expect([data.get('hsn'), data.get('gstRate')]).toEqual(['1905', '18']);
    // A label read back fills the same fields, nutrition included.
    const nutrition = { energyKcal: 450, protein: 9, carbohydrate: 55, sugars: 40, fat: 22, saturatedFat: 12, sodiumMg: 30 };
    const withNutrition = foodToFormValues({ ...label, nutrition });
    expect(withNutrition.nutrition).toMatchObject({ energyKcal: '450', sodiumMg: '30' });
    const tooSweet = { ...withNutrition, nutrition: { ...withNutrition.nutrition, sugars: '60' } };
    expect(messagesOf(valid({ food: tooSweet }))).toEqual({ 'food.nutrition.sugars': FOOD_MESSAGES.sugarsOverCarbs });
    expect(isProductField('food.nutrition.sugars')).toBe(true);
    expect(isProductField('food.ingredientsHi')).toBe(true);
  });

  it('holds the Hindi name and description beside the English, checks their length, and sends blank to clear them', () => {
    const hindi = { ...kajuKatli, nameHi: 'काजू कतली', descriptionHi: 'पिसे काजू की कतली' };
    expect(productToFormValues(hindi)).toMatchObject({ nameHi: 'काजू कतली', descriptionHi: 'पिसे काजू की कतली' });
    expect(emptyProductForm(categories, subcategories)).toMatchObject({ nameHi: '', descriptionHi: DEFAULT_DESCRIPTION_HI });
    const data = toProductFormData(productFormValuesSchema.parse(productToFormValues(hindi)));
    expect([data.get('nameHi'), data.get('descriptionHi')]).toEqual(['काजू कतली', 'पिसे काजू की कतली']);
    const cleared = toProductFormData(productFormValuesSchema.parse(valid({ nameHi: ' ', descriptionHi: '' })));
    expect([cleared.get('nameHi'), cleared.get('descriptionHi')]).toEqual(['', '']);
    expect(messagesOf(valid({ nameHi: 'क'.repeat(121), descriptionHi: 'ख'.repeat(2001) }))).toEqual({
      nameHi: MESSAGES.tooLong(120),
      descriptionHi: MESSAGES.tooLong(2000),
    });
    expect(isProductField('nameHi')).toBe(true);
  });

  it('knows which server field errors belong on its fields', () => {
    for (const name of ['name', 'prices', 'prices.2.price', 'thumbnailFile', 'subCategoryId'])
      expect(isProductField(name)).toBe(true);
    for (const name of ['_', 'id', 'prices.x']) expect(isProductField(name)).toBe(false);
  });
});

describe('the gift box section', () => {
  const box = { on: true, pick: '4', from: [3, 7], portion: '250 g', repeats: false, pricing: 'portions' as const };

  it('sends the box as JSON text, and blank when switched off (an ordinary product again)', () => {
    const data = toProductFormData(productFormValuesSchema.parse(valid({ assortment: box })));
    expect(JSON.parse(String(data.get('assortment')))).toEqual({ pick: 4, from: [3, 7], portion: '250 g', repeats: false, pricing: 'portions' });
    expect(toProductFormData(productFormValuesSchema.parse(valid())).get('assortment')).toBe('');
  });

  it('checks the box by the server rule, at its fields', () => {
    expect(messagesOf(valid({ assortment: { ...box, pick: '' } }))).toEqual({ 'assortment.pick': ASSORTMENT_MESSAGES.pick });
    expect(messagesOf(valid({ assortment: { ...box, from: [3] } }))).toEqual({ 'assortment.from': ASSORTMENT_MESSAGES.from });
    expect(messagesOf(valid({ assortment: { ...box, portion: ' ' } }))).toEqual({ 'assortment.portion': ASSORTMENT_MESSAGES.portion });
    // Off, whatever its fields hold, it is not checked.
    expect(messagesOf(valid({ assortment: { ...box, on: false, pick: '' } }))).toEqual({});
  });

  it('fills the section from a box the server holds, and names its fields for the server\'s refusals', () => {
    const values = productToFormValues({ ...kajuKatli, assortment: { pick: 6, from: [3, 7, 9], portion: '100 g', repeats: true, pricing: 'box' } });
    expect(values.assortment).toEqual({ on: true, pick: '6', from: [3, 7, 9], portion: '100 g', repeats: true, pricing: 'box' });
    expect(valid().assortment.on).toBe(false);
    expect(isProductField('assortment.from')).toBe(true);
  });
});
