import { sql, type Kysely } from 'kysely';

/**
 * Slots fill per outlet: `slot_places` counts the places taken in each slot of each day at each
 * outlet, so two outlets' same slot on the same day fill apart. The key gains the outlet, which
 * SQLite cannot add to a primary key in place: the table is made again and the counts so far, all
 * taken at the first outlet, are copied there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('slot_places_by_outlet')
    .addColumn('outlet_id', 'integer', (c) => c.notNull())
    .addColumn('slot_date', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    // The old key's name stays with the old table until it is dropped (PostgreSQL names the index so).
    .addPrimaryKeyConstraint('slot_places_outlet_pk', ['outlet_id', 'slot_date', 'type', 'slot'])
    .execute();
  await sql`insert into slot_places_by_outlet (outlet_id, slot_date, type, slot, taken) select 1, slot_date, type, slot, taken from slot_places`.execute(
    db,
  );
  await db.schema.dropTable('slot_places').execute();
  await db.schema.alterTable('slot_places_by_outlet').renameTo('slot_places').execute();
}
