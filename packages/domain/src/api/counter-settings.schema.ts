import { z } from 'zod';
import { DEFAULT_SCALE_LABEL, SCALE_ITEM_DIGITS } from '../counter/scale-label.js';
import { MAX_ID } from '../ids.js';
import { SETTINGS_MESSAGES } from './settings.messages.js';

/** The most quick keys the counter shows: four rows of six on a tablet. */
export const MAX_QUICK_KEYS = 24;

/** The counter's settings: the scale's label layout, quick keys, what a cashier may take off, returns, the bills' series. */
export const counterSettingsSchema = z
  .object({
    scaleItemDigits: z
      .number()
      .int()
      .min(SCALE_ITEM_DIGITS.min)
      .max(SCALE_ITEM_DIGITS.max)
      .default(DEFAULT_SCALE_LABEL.itemDigits)
      .describe(
        "Digits of the item's code on the scale's EAN-13 labels, after the prefix 20–29; the weight in grams takes the rest",
      ),
    quickKeys: z
      .array(z.object({ productId: z.number().int().positive().max(MAX_ID), variant: z.string().max(40).optional() }))
      .max(MAX_QUICK_KEYS)
      .default([])
      .describe(
        "The owner's favourite items, in the order the counter shows them (a pack, or the item itself: by weight or its first pack)",
      ),
    cashierDiscountLimit: z
      .number()
      .min(0)
      .max(100_000)
      .default(0)
      .describe('Rupees a cashier may take off one bill; the owner has no limit'),
    refundDays: z.number().int().min(0).max(365).default(7).describe('Days after the sale a counter bill may be refunded'),
    invoicePrefix: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{1,10}$/, SETTINGS_MESSAGES.invoicePrefix)
      .nullable()
      .default(null)
      .describe("The counter's own invoice series (e.g. C: C/2026-27/000001); null: the web's series"),
  })
  .meta({ id: 'CounterSettings' });
export type CounterSettings = z.infer<typeof counterSettingsSchema>;
export const DEFAULT_COUNTER_SETTINGS: CounterSettings = counterSettingsSchema.parse({});
