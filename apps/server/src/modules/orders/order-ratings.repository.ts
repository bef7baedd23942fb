import type { OrderRating } from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type RatingRow = { stars: number; comment: string | null; updated_at: string };

const toRating = (row: RatingRow): OrderRating => ({
  stars: Number(row.stars),
  ...(row.comment !== null && { comment: row.comment }),
  ratedAt: row.updated_at,
});

/** The customers' ratings, one row per order. */
export function createOrderRatingsRepository(db: Kysely<Database>) {
  return {
    async find(orderId: number): Promise<OrderRating | null> {
      const row = await db
        .selectFrom('order_ratings')
        .select(['stars', 'comment', 'updated_at'])
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return row ? toRating(row) : null;
    },

    /** Stores the order's rating, replacing the one given before: one statement, so two at once leave one row. */
    async upsert(orderId: number, stars: number, comment: string | null, now: string): Promise<OrderRating> {
      const row = await db
        .insertInto('order_ratings')
        .values({ order_id: orderId, stars, comment, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('order_id').doUpdateSet({ stars, comment, updated_at: now }))
        .returning(['stars', 'comment', 'updated_at'])
        .executeTakeFirstOrThrow();
      return toRating(row);
    },
  };
}
