import { z } from 'zod';
import { MAX_ID } from '../ids.js';
import { OUTLET_MESSAGES } from '../outlet-messages.js';

/** An outlet's id in a path or a query (`?outlet=2`), refused in the product's words. */
export const outletIdSchema = z.coerce
  .number({ error: OUTLET_MESSAGES.unknown })
  .int(OUTLET_MESSAGES.unknown)
  .positive(OUTLET_MESSAGES.unknown)
  .max(MAX_ID, OUTLET_MESSAGES.unknown);

/** An outlet staff choose to work at (a counter shift, a phone order); absent: their first. */
export const staffOutletIdSchema = z
  .number({ error: OUTLET_MESSAGES.unknown })
  .int(OUTLET_MESSAGES.unknown)
  .positive(OUTLET_MESSAGES.unknown)
  .max(MAX_ID, OUTLET_MESSAGES.unknown)
  .optional();

/** `GET /api/counter/outlets`: the shop's open outlets, and which of them the account works at. */
export const counterOutletSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameHi: z.string().nullable(),
  mine: z.boolean().describe('Whether the account works here: a shift may open here'),
});
export type CounterOutlet = z.infer<typeof counterOutletSchema>;
