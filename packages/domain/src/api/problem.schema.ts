import { z } from 'zod';

/**
 * The `application/problem+json` body of every error answer (docs/architecture.md, "How an order travels"): `message` is the
 * sentence a person reads, `errors` maps a field to its messages.
 */
export const problemSchema = z
  .object({
    status: z.number().int(),
    title: z.string(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;
