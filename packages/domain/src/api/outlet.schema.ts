import { z } from 'zod';
import { DELIVERY_MESSAGES } from '../delivery.js';
import { isValidGstin } from '../gstin.js';
import { OUTLET_MESSAGES } from '../outlet-messages.js';
import { openingHoursSchema, SETTINGS_MESSAGES } from './settings.schema.js';
import { holidaysField, phoneField, pincodePatternsField, requiredText, rupeesUpTo, text } from './shop-fields.js';

export { OUTLET_MESSAGES } from '../outlet-messages.js';

/** The outlet a shop starts with, holding what it had before it had outlets. */
export const MAIN_OUTLET_ID = 1;

/** Where an outlet delivers and for how much; money in rupees. No pincodes: it does not deliver. */
export const outletDeliverySchema = z
  .object({
    pincodes: pincodePatternsField().describe('Pincodes and prefixes (1100*) it delivers to; empty: it does not deliver'),
    charge: rupeesUpTo(10_000, DELIVERY_MESSAGES.deliveryCharge),
    freeFrom: rupeesUpTo(100_000, DELIVERY_MESSAGES.freeDeliveryFrom).nullable().describe('Null: delivery is never free'),
  });
export type OutletDelivery = z.infer<typeof outletDeliverySchema>;

/**
 * `POST /api/admin/outlets`, `PUT /api/admin/outlets/{id}`. Hours, holidays, delivery, GSTIN and
 * email left null are the shop's own (Settings): the first outlet keeps them so, and nothing changes
 * for a shop with one outlet.
 */
export const outletInputSchema = z
  .object({
    name: requiredText(100),
    nameHi: text(100).nullable().optional().transform((v) => (v ? v : null)).describe('Its name in Hindi; null or blank: none'),
    address: requiredText(300),
    phone: phoneField(),
    openingHours: openingHoursSchema.nullable().default(null).describe("[{day, open, close}] (0 = Sunday); null: the shop's hours"),
    holidays: holidaysField()
      .nullable()
      .default(null)
      .describe("Dates (YYYY-MM-DD) it is closed; null: the shop's holidays"),
    pickup: z.boolean().default(true).describe('Whether customers may collect orders here'),
    delivery: outletDeliverySchema.nullable().default(null).describe("Where it delivers; null: the shop's delivery settings"),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || isValidGstin(v), SETTINGS_MESSAGES.gstin)
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null))
      .describe("Its own GSTIN when registered separately (another state): its own invoice series; null: the shop's"),
    email: z
      .string()
      .trim()
      .max(200, OUTLET_MESSAGES.email)
      .refine((v) => v === '' || z.email().safeParse(v).success, OUTLET_MESSAGES.email)
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null))
      .describe("Where its end-of-day summary goes; null: the shop's"),
    active: z.boolean().default(true).describe('False: closed for good; customers no longer see it, its orders keep it'),
  });
export type OutletInput = z.input<typeof outletInputSchema>;
/** An outlet's fields as checked, every default filled in. */
export type OutletFields = z.output<typeof outletInputSchema>;

export const outletSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    nameHi: z.string().nullable(),
    address: z.string(),
    phone: z.string(),
    openingHours: openingHoursSchema.nullable().describe("null: the shop's hours"),
    holidays: z.array(z.string()).nullable().describe("null: the shop's holidays"),
    pickup: z.boolean(),
    delivery: outletDeliverySchema.nullable().describe("null: the shop's delivery settings"),
    gstin: z.string().nullable().describe("null: the shop's"),
    email: z.string().nullable().describe("null: the shop's"),
    active: z.boolean(),
  })
  .meta({ id: 'Outlet' });
export type Outlet = z.infer<typeof outletSchema>;

export { outletIdSchema } from './outlet-choice.schema.js';

/**
 * `GET /api/outlets`: an outlet a customer may choose, its fields as they govern orders there (the
 * shop's own where the outlet has none). Money in rupees.
 */
export const publicOutletSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    nameHi: z.string().nullable().describe('Its name in Hindi; null: none (Hindi pages show the name)'),
    address: z.string(),
    phone: z.string(),
    pickup: z.boolean().describe('Whether customers may collect orders here'),
    delivery: z
      .object({
        enabled: z.boolean().describe('Whether it delivers at all'),
        pincodes: z.array(z.string()).describe('Full pincodes (110001) or prefixes (1100*) it delivers to'),
        charge: z.number().describe('Rupees'),
        freeFrom: z.number().nullable().describe('Items worth at least this much (rupees) are delivered free; null: never'),
      })
      .describe('Where it delivers and for how much'),
    openingHours: z
      .array(z.object({ day: z.number(), open: z.string(), close: z.string() }))
      .nullable()
      .describe('Day 0 = Sunday; a missing day is closed; null: always open'),
    openingHoursText: z.string().describe('The hours in words'),
    openingHoursTextHi: z.string().describe('The same in Hindi'),
    holidays: z.array(z.string()).describe('Dates (YYYY-MM-DD) it is closed'),
  })
  .meta({ id: 'PublicOutlet' });
export type PublicOutlet = z.infer<typeof publicOutletSchema>;
