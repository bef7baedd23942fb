import { z } from 'zod';
import { ITEM_TYPES, PASSWORD_MIN_LENGTH, normaliseItemType } from './constants.js';
import { MAX_ID } from './ids.js';
import { MOBILE_PATTERN, normaliseMobile } from './mobile.js';
import { MESSAGES as M } from './messages.js';
import { MAX_STOCK, STOCK_MESSAGES } from './stock-units.js';
import { hasVisibleText, isSafeImageAddress } from './text.js';
import { foodFieldSchema } from './food.js';
import { preorderFieldSchema } from './preorder-schema.js';
import { assortmentFieldSchema } from './assortment.js';
import { hindiTextSchema } from './hindi-text.js';
import { productGstRateSchema, productHsnSchema } from './api/settings.schema.js';
import { PRODUCT_FORM_MESSAGES } from './product-form-messages.js';
import { COUNTER_MESSAGES } from './counter/counter-messages.js';

export { PRODUCT_FORM_MESSAGES } from './product-form-messages.js';

/** Required text: blank, or made only of invisible characters, reads as missing. */
const text = (max: number, required: string = M.required) =>
  z.string({ error: required }).trim().min(1, required).max(max, M.tooLong(max)).refine(hasVisibleText, required);

const optionalText = (max: number) => z.string().trim().max(max, M.tooLong(max));

/** A positive id; form values arrive as strings, so they are coerced. Blank or 0 reads as missing. */
const idField = (required: string = M.required) =>
  z.coerce.number({ error: required }).int(required).positive(required).max(MAX_ID, required);

/** Rupees, above 0, at most 2 decimals. */
const rupees = (message: string) =>
  z.coerce
    .number({ error: message })
    .gt(0, message)
    .max(10_000_000, message)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, PRODUCT_FORM_MESSAGES.twoDecimals);

/**
 * A mobile number as people type it (+91, spaces, dashes, a leading 0 are fine), kept as its ten digits:
 * the one rule of every mobile field (cart, sign-in, staff's customer screen, shop phone in settings).
 */
export const mobileField = (required: string = M.mobileRequired, invalid: string = M.mobileInvalid) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(40, invalid)
    .transform(normaliseMobile)
    .pipe(z.string().regex(MOBILE_PATTERN, invalid));

export const loginSchema = z.object({
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(254, M.emailInvalid).email(M.emailInvalid),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(200, M.tooLong(200)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email: loginSchema.shape.email,
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
    .max(200, M.tooLong(200)),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * Asking for an account at `/register`: the first account of a shop with no admin needs the setup code
 * the start printed (spaces, dashes and case do not matter); later ones need none.
 */
export const selfRegisterSchema = registerSchema.extend({
  setupCode: z.string({ error: M.setupCodeRequired }).trim().max(40, M.setupCodeWrong).optional(),
});
export type SelfRegisterInput = z.infer<typeof selfRegisterSchema>;

export const itemTypeSchema = z
  .string({ error: M.required })
  .transform((v, ctx) => {
    const t = normaliseItemType(v);
    if (!t) {
      ctx.addIssue({ code: 'custom', message: M.required });
      return z.NEVER;
    }
    return t;
  });

/** What the counter's scanner reads: 4 to 32 letters or digits, kept as typed. */
export const BARCODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;

/** The most a kilo may cost, in rupees. */
export const MAX_PRICE_PER_KG = 100_000;

/** Blank text (a form's empty field) reads as null: no value. */
const blankAsNull = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v);

/** A barcode: null or blank clears it; left out on an edit, what is stored stays. */
export const barcodeSchema = z.preprocess(
  blankAsNull,
  z.string({ error: COUNTER_MESSAGES.barcode }).regex(BARCODE_PATTERN, COUNTER_MESSAGES.barcode).nullish(),
);

/** Rupees a kilo costs at the counter, for a by-kilo item: null or blank clears it; left out on an edit, what is stored stays. */
export const pricePerKgSchema = z.preprocess(
  (v) => {
    const value = blankAsNull(v);
    return typeof value === 'string' ? Number(value) : value;
  },
  z
    .number({ error: PRODUCT_FORM_MESSAGES.pricePerKgRange })
    .gt(0, PRODUCT_FORM_MESSAGES.pricePerKgRange)
    .max(MAX_PRICE_PER_KG, PRODUCT_FORM_MESSAGES.pricePerKgRange)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, PRODUCT_FORM_MESSAGES.twoDecimals)
    .nullish(),
);

export const priceEntrySchema = z.object({
  label: text(40),
  price: rupees(M.priceAboveZero),
  /** How much of the stock one of it takes; left out (or blank in a form): read from a by-kilo label, else 1. */
  stockUnits: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v),
    z.number({ error: STOCK_MESSAGES.stockUnits }).positive(STOCK_MESSAGES.stockUnits).max(MAX_STOCK, STOCK_MESSAGES.stockUnits).nullish(),
  ),
  barcode: barcodeSchema.describe("The pack's barcode, which the counter's scanner reads; null or blank: none; left out: the stored pack of the same label keeps its own"),
});
export type PriceEntryInput = z.infer<typeof priceEntrySchema>;

const booleanish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])]).transform((v) =>
  typeof v === 'boolean' ? v : v === 'true' || v === '1' || v === 'on',
);

/** Product create and edit. Numbers and booleans may arrive as strings (multipart). */
export const productFormSchema = z.object({
  name: text(120),
  categoryId: idField(),
  subCategoryId: idField(),
  /** Checked as the spec's form sends it; the product's price is stored as its first entry's (`productPrice`). */
  price: rupees(M.priceAboveZero),
  /** Checked as the spec's form sends it; the headline's unit is stored as the first entry's label (`productPriceUnit`). */
  priceUnit: text(40),
  itemType: itemTypeSchema,
  thumbnail: optionalText(2048)
    .refine((v) => v === '' || isSafeImageAddress(v), M.thumbnailInvalid)
    .default(''),
  description: optionalText(2000).default(''),
  /** Hindi beside the English: blank or null clears it; left out on an edit, what is stored stays. */
  nameHi: hindiTextSchema(120).describe('Its name in Hindi, which Hindi pages show; null or blank: none'),
  descriptionHi: hindiTextSchema(2000).describe('Its description in Hindi; null or blank: none'),
  searchWords: optionalText(300).default(''),
  discount: z.coerce.number({ error: M.discountRange }).int(M.discountRange).min(0, M.discountRange).max(99, M.discountRange).default(0),
  isAvailable: booleanish.default(true),
  featured: booleanish.default(false),
  prices: z.array(priceEntrySchema, { error: M.priceEntryNeeded }).min(1, M.priceEntryNeeded).max(20, PRODUCT_FORM_MESSAGES.tooManyPrices),
  /** Food information as JSON text (multipart) or an object; left out on an edit, what is stored stays. */
  food: foodFieldSchema,
  hsn: productHsnSchema,
  gstRate: productGstRateSchema,
  barcode: barcodeSchema.describe("The item's barcode, which the counter's scanner reads; null or blank: none; left out on an edit: kept"),
  pricePerKg: pricePerKgSchema.describe('Rupees a kilo costs at the counter, for a by-kilo item only; null or blank: none (a 1 kg pack prices it); left out on an edit: kept'),
  preorder: preorderFieldSchema,
  /** A gift box the customer fills, as JSON text (multipart) or an object; null or blank: an ordinary product; left out on an edit: kept. */
  assortment: assortmentFieldSchema.describe('A gift box the customer fills: {pick, from: [productId…], portion, repeats, pricing}; null or blank: an ordinary product; left out on an edit: kept'),
});
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;

/** The cart form on the cart page. */
export const customerSchema = z.object({
  customerName: text(80),
  customerMobile: mobileField(),
  /** Optional: the customer also hears of their order's steps by email. */
  customerEmail: z
    .string()
    .trim()
    .max(254, M.customerEmail)
    .refine((email) => email === '' || z.email().safeParse(email).success, M.customerEmail)
    .optional()
    .default(''),
});
export type CustomerFormInput = z.input<typeof customerSchema>;
export type CustomerInput = z.infer<typeof customerSchema>;

export const contactSchema = z.object({
  name: text(80, M.contactRequired),
  phoneNumber: z
    .string()
    .trim()
    .max(40, M.tooLong(40))
    .transform(normaliseMobile)
    .pipe(z.string().max(15, M.tooLong(15)).regex(/^\d*$/, M.contactDigitsOnly))
    .optional()
    .default(''),
  message: text(2000, M.contactRequired),
});
export type ContactInput = z.input<typeof contactSchema>;
/** The message as the server stores it: trimmed, `phoneNumber` '' when left out. */
export type ContactForm = z.output<typeof contactSchema>;

/** The local draft screen (local CRUD), with its own words. */
export const draftSchema = z.object({
  name: text(120, M.draftRequired),
  thumbnail: z.string().trim().min(1, M.draftRequired).url(M.draftUrl).refine(isSafeImageAddress, M.draftUrl),
  categoryId: idField(M.draftRequired),
  subcategoryId: idField(M.draftRequired),
  itemType: z.enum(ITEM_TYPES, { error: M.draftRequired }),
  description: text(2000, M.draftRequired),
  isAvailable: z.boolean().default(true),
  prices: z
    .array(z.object({ label: text(40, M.draftRequired), price: rupees(M.draftPrice) }))
    .min(1, M.draftRequired),
});
export type DraftInput = z.input<typeof draftSchema>;
