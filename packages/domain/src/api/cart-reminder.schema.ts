import { z } from 'zod';
import { CART_REMINDER_MESSAGES as M } from '../cart-reminder-messages.js';
import { MAX_LINE_QUANTITY } from '../constants.js';
import { MAX_ID } from '../ids.js';
import { LANGUAGES } from '../language.js';
import { MESSAGES } from '../messages.js';
import { MOBILE_PATTERN, normaliseMobile } from '../mobile.js';

export { CART_REMINDER_MESSAGES } from '../cart-reminder-messages.js';

/** The most lines one reminder keeps, and how long its saved cart is kept. */
export const CART_REMINDER_MAX_LINES = 50;
export const CART_REMINDER_KEEP_DAYS = 7;
/** The owner's delay, in minutes: at least one (so it can be waited out), at most three days. */
export const CART_REMINDER_DELAY = { min: 1, max: 4320, default: 180 } as const;

/** Whether the checkout offers a cart reminder, and how long after the request it is sent. */
export const cartReminderSettingsSchema = z
  .object({
    enabled: z.boolean().default(false).describe('Off by default: the checkout offers no reminder'),
    delayMinutes: z
      .number({ error: M.delay })
      .int(M.delay)
      .min(CART_REMINDER_DELAY.min, M.delay)
      .max(CART_REMINDER_DELAY.max, M.delay)
      .default(CART_REMINDER_DELAY.default)
      .describe('Minutes after the customer ticked the box that the one reminder goes (default 180)'),
  })
  .meta({ id: 'CartReminderSettings' });
export type CartReminderSettings = z.infer<typeof cartReminderSettingsSchema>;
export const DEFAULT_CART_REMINDER_SETTINGS: CartReminderSettings = cartReminderSettingsSchema.parse({});

/** One line of the cart as the cart keeps it: the product, its pack (the cart's `selectedWeight`), how many. */
export const cartReminderLineSchema = z.object({
  productId: z
    .number({ error: MESSAGES.invalidRequest })
    .int(MESSAGES.invalidRequest)
    .positive(MESSAGES.invalidRequest)
    .max(MAX_ID, MESSAGES.invalidRequest),
  variant: z.string({ error: MESSAGES.invalidRequest }).trim().min(1, MESSAGES.invalidRequest).max(40, MESSAGES.invalidRequest),
  quantity: z.number({ error: M.quantity }).int(M.quantity).min(1, M.quantity).max(MAX_LINE_QUANTITY, M.quantity),
});
export type CartReminderLine = z.infer<typeof cartReminderLineSchema>;

/** `POST /api/carts/reminder`: keep this cart and remind this mobile once if no order follows. */
export const cartReminderRequestSchema = z
  .object({
    // As schemas.ts's mobileField, which imports the settings (and so this file) itself.
    mobile: z
      .string({ error: MESSAGES.mobileRequired })
      .trim()
      .min(1, MESSAGES.mobileRequired)
      .max(40, MESSAGES.mobileInvalid)
      .transform(normaliseMobile)
      .pipe(z.string().regex(MOBILE_PATTERN, MESSAGES.mobileInvalid)),
    lines: z.array(cartReminderLineSchema, { error: M.noLines }).min(1, M.noLines).max(CART_REMINDER_MAX_LINES, M.tooManyLines),
    language: z.enum(LANGUAGES).default('en').describe('The language of the page: the reminder and its link speak it'),
  })
  .meta({ id: 'CartReminderRequest' });
export type CartReminderRequest = z.input<typeof cartReminderRequestSchema>;

export const cartReminderAnswerSchema = z
  .object({
    token: z.string().describe("Names the saved cart in the reminder's link (`/cart?restore={token}`); kept 7 days"),
  })
  .meta({ id: 'CartReminderAnswer' });

/** `GET /api/carts/reminder/{token}`: the saved cart's lines that are still sold; the web app prices them from today's catalogue. */
export const savedCartSchema = z
  .object({
    lines: z.array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        nameHi: z.string().optional(),
        variant: z.string(),
        quantity: z.number().int(),
      }),
    ),
    expiresAt: z.string().describe('When the saved cart is no longer kept'),
  })
  .meta({ id: 'SavedCart' });
export type SavedCart = z.infer<typeof savedCartSchema>;
