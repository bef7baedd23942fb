import { z } from 'zod';
import { MAX_RATING_COMMENT, RATING_MESSAGES } from './rating.messages.js';

export { MAX_RATING_COMMENT, RATING_MESSAGES } from './rating.messages.js';

/** `POST /api/orders/{id}/rating?key=`: the customer's stars and an optional comment. */
export const orderRatingRequestSchema = z
  .object({
    stars: z
      .number({ error: RATING_MESSAGES.stars })
      .int(RATING_MESSAGES.stars)
      .min(1, RATING_MESSAGES.stars)
      .max(5, RATING_MESSAGES.stars)
      .describe('1 (bad) to 5 (great)'),
    comment: z.string({ error: RATING_MESSAGES.comment }).max(MAX_RATING_COMMENT, RATING_MESSAGES.comment).optional(),
  })
  .meta({ id: 'OrderRatingRequest' });
export type OrderRatingRequest = z.infer<typeof orderRatingRequestSchema>;

/** The order's rating as stored: one per order, the latest one given. */
export const orderRatingSchema = z
  .object({
    stars: z.number().int().min(1).max(5),
    comment: z.string().optional().describe('Left out when the customer wrote none'),
    ratedAt: z.string().describe('When the customer last rated (ISO-8601 UTC)'),
  })
  .meta({ id: 'OrderRating' });
export type OrderRating = z.infer<typeof orderRatingSchema>;
