import { z } from 'zod';
import { isValidPincodePattern } from '../delivery.js';
import { HOURS_MESSAGES } from '../opening-hours.js';
import { MESSAGES } from '../messages.js';
import { MOBILE_PATTERN, normaliseMobile } from '../mobile.js';
import { isIsoDate } from '../shop-time.js';
import { hasVisibleText } from '../text.js';
import { codedIssue, say, schemaMessage } from '../coded-message.js';
import { SETTINGS_MESSAGES } from './settings.messages.js';

/** The fields the shop's settings and each outlet share, checked and worded alike. */

export const text = (max: number) => z.string({ error: MESSAGES.required }).trim().max(max, schemaMessage('common.tooLong', max));
export const requiredText = (max: number) => text(max).min(1, MESSAGES.required).refine(hasVisibleText, MESSAGES.required);

/** Rupees with at most 2 decimals, from 0 to `max`. */
export const rupeesUpTo = (max: number, message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, message);

/** Typed as the cart takes a mobile ("+91 98765 43210", "098765 43210"), kept as its ten digits. */
export const phoneField = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .max(40, SETTINGS_MESSAGES.phone)
    .transform(normaliseMobile)
    .pipe(z.string().regex(MOBILE_PATTERN, SETTINGS_MESSAGES.phone));

/** Pincodes and prefixes (1100*) delivered to. */
export const pincodePatternsField = () =>
  z
    .array(
      z
        .string()
        .trim()
        .superRefine((pattern, ctx) => {
          if (!isValidPincodePattern(pattern)) ctx.addIssue(codedIssue(say('delivery.pincodePattern', pattern.slice(0, 20))));
        }),
    )
    .max(1000, SETTINGS_MESSAGES.tooManyPincodes);

/** Dates (YYYY-MM-DD) closed. */
export const holidaysField = () =>
  z.array(z.string().trim().refine(isIsoDate, HOURS_MESSAGES.holiday)).max(366, SETTINGS_MESSAGES.tooManyHolidays);
