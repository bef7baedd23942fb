import type { Kysely } from 'kysely';
import type { Database, OutletRow } from '../../db/schema.js';

export type OutletValues = Omit<OutletRow, 'id' | 'created_at' | 'updated_at'>;

/** Outlet queries, on the root connection or on a transaction the service opened. */
export function createOutletsRepository(db: Kysely<Database>) {
  return {
    list(): Promise<OutletRow[]> {
      return db.selectFrom('outlets').selectAll().orderBy('id').execute();
    },

    find(id: number): Promise<OutletRow | undefined> {
      return db.selectFrom('outlets').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(values: OutletValues, now: string): Promise<number> {
      const { id } = await db
        .insertInto('outlets')
        .values({ ...values, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, values: OutletValues, now: string): Promise<boolean> {
      const result = await db.updateTable('outlets').set({ ...values, updated_at: now }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
