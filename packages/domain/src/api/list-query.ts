import { z } from 'zod';
import { MESSAGES as M } from '../messages.js';
import { mobileSearchText } from '../mobile.js';

/** `q` of the staff lists: a fragment of a name or of a mobile number, typed any way ("+91 98765" finds 98765…). */
export const nameOrMobileQuery = z
  .string()
  .trim()
  .max(100, M.tooLong(100))
  .transform(mobileSearchText)
  .optional()
  .describe('A fragment of a name or of the mobile number (typed any way: "+91 98765" finds 98765…)');

/** `limit` and `offset` of a list of at most `max` rows a page. */
export const pageQuery = (max: number) => ({
  limit: z.coerce.number().int().min(1).max(max, `limit must be at most ${max}`).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
});
