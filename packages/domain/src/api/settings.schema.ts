import { z } from 'zod';
import { cartReminderSettingsSchema } from './cart-reminder.schema.js';
import { counterSettingsSchema } from './counter-settings.schema.js';
import { DELIVERY_MESSAGES, isValidTimeZone } from '../delivery.js';
import { HOURS_MESSAGES, ORDERS_WHEN_CLOSED, TIME_PATTERN } from '../opening-hours.js';
import { isValidGstin } from '../gstin.js';
import { MAX_ID } from '../ids.js';
import { MESSAGES } from '../messages.js';
import { hasVisibleText } from '../text.js';
import { customerMessageSettingsSchema } from './customer-message.schema.js';
import { GST_RATES } from '../gst-rates.js';
import { SETTINGS_MESSAGES } from './settings.messages.js';
import { holidaysField, phoneField, pincodePatternsField, requiredText, rupeesUpTo, text } from './shop-fields.js';
import { daySlotsSchema, slotOverridesSchema } from './slot.schema.js';

export { GST_RATES, DEFAULT_GST_RATE } from '../gst-rates.js';
export { SETTINGS_MESSAGES } from './settings.messages.js';

export const DEFAULT_HSN = '2106';
/** When the end-of-day summary goes out unless the owner sets another time. */
export const DEFAULT_CLOSING_TIME = '21:00';

/** One day's hours; several spans a day are allowed (a lunch break). */
export const openingSpanSchema = z
  .object({
    day: z.number({ error: HOURS_MESSAGES.day }).int(HOURS_MESSAGES.day).min(0, HOURS_MESSAGES.day).max(6, HOURS_MESSAGES.day),
    open: z.string({ error: HOURS_MESSAGES.time }).regex(TIME_PATTERN, HOURS_MESSAGES.time),
    close: z.string({ error: HOURS_MESSAGES.time }).regex(TIME_PATTERN, HOURS_MESSAGES.time),
  })
  .refine((s) => s.close > s.open, { path: ['close'], message: HOURS_MESSAGES.closeAfterOpen })
  .meta({ id: 'OpeningSpan' });
export const openingHoursSchema = z.array(openingSpanSchema).max(50);

/** Optional on the form: empty means "not set". */
const optional = (schema: z.ZodType<string>) => z.union([z.literal(''), schema]);

export const categoryTaxSchema = z.object({
  categoryId: z.number().int().positive().max(MAX_ID),
  name: z.string().optional().describe('The category name (answers only; ignored when saving)'),
  nameHi: z.string().optional().describe('Its name in Hindi, which Hindi pages show (answers only, absent when staff gave none; ignored when saving)'),
  hsn: z.string().trim().regex(/^(\d{4}|\d{6}|\d{8})$/, SETTINGS_MESSAGES.hsn),
  gstRate: z
    .number({ error: SETTINGS_MESSAGES.gstRate })
    .refine((rate) => (GST_RATES as readonly number[]).includes(rate), SETTINGS_MESSAGES.gstRate),
});
export type CategoryTax = z.infer<typeof categoryTaxSchema>;

/** Form values arrive as strings (multipart): blank or null means "as its category". */
const blankAsNull = (value: unknown) => (value === '' || value === null ? null : value);

/** A product's own HSN code, which wins over its category's; blank: the category's. */
export const productHsnSchema = z
  .preprocess(blankAsNull, categoryTaxSchema.shape.hsn.nullable())
  .optional()
  .describe("The product's own HSN code (4, 6 or 8 digits), winning over its category's; null or blank: the category's");

/** A product's own GST rate, which wins over its category's; blank: the category's. */
export const productGstRateSchema = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : blankAsNull(value)),
    categoryTaxSchema.shape.gstRate.nullable(),
  )
  .optional()
  .describe(`The product's own GST rate (${GST_RATES.join(', ')}%), winning over its category's; null or blank: the category's`);

/** `GET`/`PUT /api/admin/settings`: everything the owner sets about the shop. Money in rupees. */
export const shopSettingsSchema = z
  .object({
    name: requiredText(100),
    // Typed as the cart takes a mobile ("+91 98765 43210", "098765 43210"), kept as its ten digits.
    phone: phoneField(),
    address: requiredText(300),
    openingHours: z
      .union([openingHoursSchema.nullable(), text(200)])
      .optional()
      .describe('[{day: 0–6 (0 = Sunday), open: "HH:MM", close: "HH:MM"}]; a missing day is closed; null: never set (always open). Text (older clients) keeps the stored hours.'),
    holidays: holidaysField()
      .optional()
      .describe('Dates (YYYY-MM-DD) the shop is closed'),
    ordersWhenClosed: z
      .enum(ORDERS_WHEN_CLOSED, { error: HOURS_MESSAGES.policy })
      .optional()
      .describe('next-open (default): take the order for the next opening; refuse: answer 409'),
    gstin: optional(z.string().trim().toUpperCase().refine(isValidGstin, SETTINGS_MESSAGES.gstin)),
    fssai: optional(z.string().trim().regex(/^\d{14}$/, SETTINGS_MESSAGES.fssai)),
    upiId: optional(z.string().trim().regex(/^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,63}$/, SETTINGS_MESSAGES.upiId)),
    upiPayee: text(100),
    minimumOrder: z
      .number({ error: SETTINGS_MESSAGES.minimumOrder })
      .min(0, SETTINGS_MESSAGES.minimumOrder)
      .max(100_000, SETTINGS_MESSAGES.minimumOrder)
      .refine((rupees) => Number.isInteger(Math.round(rupees * 100)) && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, SETTINGS_MESSAGES.minimumOrder),
    invoicePrefix: z.string({ error: MESSAGES.required }).trim().regex(/^[A-Z0-9-]{1,10}$/, SETTINGS_MESSAGES.invoicePrefix),
    closingTime: z
      .string({ error: SETTINGS_MESSAGES.closingTime })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SETTINGS_MESSAGES.closingTime)
      .default(DEFAULT_CLOSING_TIME)
      .describe("When the end-of-day summary goes out, HH:MM in the shop's time zone (default 21:00)"),
    categories: z.array(categoryTaxSchema).max(500),
    // Delivery: optional so an older client's save keeps what is stored; answers always carry them.
    deliveryEnabled: z.boolean().optional(),
    deliveryPincodes: pincodePatternsField().optional(),
    deliveryCharge: rupeesUpTo(10_000, DELIVERY_MESSAGES.deliveryCharge).optional(),
    freeDeliveryFrom: rupeesUpTo(100_000, DELIVERY_MESSAGES.freeDeliveryFrom).nullable().optional().describe('Null: delivery is never free'),
    timeZone: z.string({ error: DELIVERY_MESSAGES.timeZone }).trim().refine(isValidTimeZone, DELIVERY_MESSAGES.timeZone).optional(),
    customerMessages: customerMessageSettingsSchema
      .optional()
      .describe('What the customer is told at each step; left out, the stored ones stay (answers always carry them)'),
    counter: counterSettingsSchema.optional().describe('The counter\'s settings; left out, the stored ones stay (answers always carry them)'),
    slots: daySlotsSchema
      .optional()
      .describe(
        'Pickup and delivery slots of every open day, each with the orders it takes; empty lists: no slots. Left out, the stored ones stay (answers always carry them)',
      ),
    slotOverrides: slotOverridesSchema
      .optional()
      .describe(
        'Dates (YYYY-MM-DD) with slots of their own, which replace the daily slots on that date; past dates are dropped on save. Left out, the stored ones stay (answers always carry them)',
      ),
    cartReminder: cartReminderSettingsSchema
      .optional()
      .describe('The checkout\'s cart reminder; left out, the stored one stays (answers always carry it)'),
  })
  .superRefine((settings, ctx) => {
    if (settings.deliveryEnabled && settings.deliveryPincodes?.length === 0)
      ctx.addIssue({ code: 'custom', path: ['deliveryPincodes'], message: DELIVERY_MESSAGES.pincodesNeeded });
    if (settings.upiId && !hasVisibleText(settings.upiPayee))
      ctx.addIssue({ code: 'custom', path: ['upiPayee'], message: SETTINGS_MESSAGES.payeeNeeded });
  });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;
