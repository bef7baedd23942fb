import { sql, type Kysely } from 'kysely';
import type { Database, OfferRow } from '../../db/schema.js';

export type OfferValues = Omit<OfferRow, 'id' | 'uses' | 'created_at' | 'updated_at'>;

/** Offer queries, on the root connection or on a transaction the service opened. */
export function createOffersRepository(db: Kysely<Database>) {
  return {
    list(): Promise<OfferRow[]> {
      return db.selectFrom('offers').selectAll().orderBy('id', 'desc').execute();
    },

    find(id: number): Promise<OfferRow | undefined> {
      return db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByKey(codeKey: string): Promise<OfferRow | undefined> {
      return db.selectFrom('offers').selectAll().where('code_key', '=', codeKey).executeTakeFirst();
    },

    async mobileUses(offerId: number, mobile: string): Promise<number> {
      const row = await db
        .selectFrom('offer_mobile_uses')
        .select('uses')
        .where('offer_id', '=', offerId)
        .where('mobile', '=', mobile)
        .executeTakeFirst();
      return row ? Number(row.uses) : 0;
    },

    async insert(values: OfferValues, now: string): Promise<number> {
      const { id } = await db
        .insertInto('offers')
        .values({ ...values, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, values: OfferValues, now: string): Promise<boolean> {
      const result = await db.updateTable('offers').set({ ...values, updated_at: now }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('offers').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Counts one use, only while under `max_uses`: one statement, so concurrent orders cannot overshoot. */
    async useIfLeft(id: number): Promise<boolean> {
      const row = await db
        .updateTable('offers')
        .set({ uses: sql<number>`uses + 1` })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Counts one use by a mobile, only while under `limit` for it (null: no limit). */
    async useForMobileIfLeft(id: number, mobile: string, limit: number | null): Promise<boolean> {
      const row = await db
        .insertInto('offer_mobile_uses')
        .values({ offer_id: id, mobile, uses: 1 })
        .onConflict((oc) => {
          const update = oc.columns(['offer_id', 'mobile']).doUpdateSet({ uses: sql<number>`offer_mobile_uses.uses + 1` });
          return limit === null ? update : update.where('offer_mobile_uses.uses', '<', limit);
        })
        .returning('uses')
        .executeTakeFirst();
      return row !== undefined && (limit === null || Number(row.uses) <= limit);
    },

    /** A cancelled order's use, given back. */
    async giveBackUse(id: number, mobile: string): Promise<void> {
      await db.updateTable('offers').set({ uses: sql<number>`uses - 1` }).where('id', '=', id).where('uses', '>', 0).execute();
      await db
        .updateTable('offer_mobile_uses')
        .set({ uses: sql<number>`uses - 1` })
        .where('offer_id', '=', id)
        .where('mobile', '=', mobile)
        .where('uses', '>', 0)
        .execute();
    },
  };
}
