import { z } from 'zod';

const paramsSchema = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe("The values the message puts into its sentence, by name: a product's `name` (and `nameHi`), `left`, `minimum`…");
const codeSchema = z
  .string()
  .describe('What went wrong, stable and dotted (`stock.soldOut`, `offer.expired`, `hours.closedNow`): a client translates this, with `params`');

/**
 * The `application/problem+json` body of every error answer (RFC 9457): `message` is the sentence a
 * person reads, in English; `code` and `params` say the same for a client that shows it in its own
 * language; `errors` maps a field to its sentences and `codes` the same field to the same refusals, coded.
 */
export const problemSchema = z
  .object({
    status: z.number().int(),
    title: z.string(),
    message: z.string(),
    code: codeSchema,
    params: paramsSchema,
    errors: z.record(z.string(), z.array(z.string())).optional(),
    codes: z.record(z.string(), z.array(z.object({ code: codeSchema, params: paramsSchema }))).optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;
