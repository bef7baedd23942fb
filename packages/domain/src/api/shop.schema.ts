import { z } from 'zod';

/**
 * `GET /api/shop`: the shop's public identity for the title, top bar, footer, chat links, the
 * minimum-order rule (rupees) and UPI payment. Empty strings mean "not set".
 */
export const shopInfoSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  openingHours: z
    .array(z.object({ day: z.number(), open: z.string(), close: z.string() }))
    .nullable()
    .describe('Day 0 = Sunday; a missing day is closed; null: never set, always open'),
  openingHoursText: z.string().describe('The hours in words, for the footer and contact section'),
  openingHoursTextHi: z.string().describe('The same in Hindi, for Hindi pages (free text the owner wrote stays as written)'),
  holidays: z.array(z.string()).describe('Dates (YYYY-MM-DD) the shop is closed'),
  ordersWhenClosed: z.enum(['next-open', 'refuse']),
  gstin: z.string(),
  fssai: z.string(),
  upiId: z.string(),
  upiPayee: z.string(),
  minimumOrder: z.number(),
  delivery: z
    .object({
      enabled: z.boolean(),
      pincodes: z.array(z.string()).describe('Full pincodes (110001) or prefixes (1100*) the shop delivers to'),
      charge: z.number().describe('Rupees'),
      freeFrom: z.number().nullable().describe('Items worth at least this much (rupees) are delivered free; null: never'),
    })
    .describe('What the cart needs to offer delivery and show its charge'),
  timeZone: z.string().describe('The shop time zone: preferred dates count days in it'),
  customerSignIn: z.boolean().describe('Whether customers can sign in by code: WhatsApp or SMS can send them one'),
  // Always answered; optional in the type so older fixtures still read as shop information.
  slots: z
    .object({ pickup: z.boolean(), delivery: z.boolean() })
    .optional()
    .describe(
      'Whether pickup and delivery orders have slots on some day (the daily slots or a date of its own): the cart then asks GET /api/slots',
    ),
  cartReminder: z
    .boolean()
    .describe('Whether the checkout offers a reminder of an unfinished cart: the owner turned it on and WhatsApp or SMS can send it'),
  outlets: z
    .number()
    .int()
    .optional()
    .describe('How many outlets customers choose from (GET /api/outlets); absent: one, the storefront asks for none'),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
