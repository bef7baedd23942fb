import { DEFAULT_DESCRIPTION, DEFAULT_DESCRIPTION_HI, DEFAULT_THUMBNAIL, FOOD_MESSAGES, MAX_UPLOAD_BYTES, MESSAGES, SETTINGS_MESSAGES, STOCK_MESSAGES } from '@halwai/domain';
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
import { product } from '../../../test/sample-catalogue';

const categories = [
  { id: 3, name: 'Sweets' },
  { id: 5, name: 'Namkeen' },
];
const subcategories = [
  { id: 30, name: 'Barfi', categoryId: 3 },
  { id: 31, name: 'Laddoo', categoryId: 3 },
  { id: 50, name: 'Bhujia', categoryId: 5 },
];

const kajuKatli = product({
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
    { label: '500 g', price: 600 },
    { label: '1 kg', price: 1200 },
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
      prices: [{ label: '', price: '', stockUnits: '' }],
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

  it('gives every rule of SPEC §5 its message at the field', () => {
    expect(
      messagesOf(valid({ name: ' ', categoryId: '', subCategoryId: '', itemType: '' })),
    ).toMatchObject({
      name: MESSAGES.required,
      categoryId: MESSAGES.required,
      subCategoryId: MESSAGES.required,
      itemType: MESSAGES.required,
    });
    expect(messagesOf(valid({ prices: [] }))).toEqual({ prices: MESSAGES.priceEntryNeeded });
    expect(messagesOf(valid({ prices: [{ label: '1 kg', price: '-5', stockUnits: '' }] }))).toEqual({
      'prices.0.price': MESSAGES.priceAboveZero,
    });
  });

  it("keeps a pack's stock share through the form: blank is automatic, a number is kept, anything else is refused", () => {
    const withShare = { ...kajuKatli, prices: [{ label: 'Box of 12', price: 600, stockUnits: 0.5 }] };
    const values = productToFormValues(withShare);
    expect(values.prices).toEqual([{ label: 'Box of 12', price: '600', stockUnits: '0.5' }]);
    expect(productFormValuesSchema.parse(values).prices).toEqual([{ label: 'Box of 12', price: 600, stockUnits: 0.5 }]);
    expect(productFormValuesSchema.parse(valid({ prices: [{ label: '1 kg', price: '5', stockUnits: ' ' }] })).prices[0]!.stockUnits).toBeNull();
    expect(messagesOf(valid({ prices: [{ label: '1 kg', price: '5', stockUnits: 'lots' }] }))).toEqual({
      'prices.0.stockUnits': STOCK_MESSAGES.stockUnits,
    });
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
      prices: '[{"label":"500 g","price":600},{"label":"1 kg","price":1200}]',
      food: '',
      hsn: '',
      gstRate: '',
    });
    expect((data.get('thumbnailFile') as File).name).toBe('barfi.png');
    expect(toProductFormData(productFormValuesSchema.parse(valid())).has('id')).toBe(false);
  });

  it('checks the food JSON as the server does, every message on the food field, and sends it with the GST fields', () => {
    const food = { diet: 'veg', ingredients: 'Cashew, sugar', allergens: ['tree-nuts'], shelfLifeDays: 15, storage: 'Cool and dry' };
    expect(messagesOf(valid({ food: '{"diet": "veg"' }))).toEqual({ food: FOOD_MESSAGES.notJson });
    expect(messagesOf(valid({ food: JSON.stringify({ ...food, allergens: ['nuts'] }) }))).toEqual({ food: `allergens.0: ${FOOD_MESSAGES.allergen}` });
    expect(messagesOf(valid({ gstRate: '7' }))).toEqual({ gstRate: SETTINGS_MESSAGES.gstRate });
    const data = toProductFormData(productFormValuesSchema.parse(valid({ food: JSON.stringify(food), hsn: '1905', gstRate: '18' })));
    expect(JSON.parse(data.get('food') as string)).toEqual(food);
    expect([data.get('hsn'), data.get('gstRate')]).toEqual(['1905', '18']);
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
