import { z } from 'zod';

/** Malformed values read as absent: a stream is never refused for a bad replay hint. */
export const eventStreamQuerySchema = z.object({
  ticket: z.string().max(200).optional().catch(undefined),
  lastEventId: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional()
    .catch(undefined),
});
