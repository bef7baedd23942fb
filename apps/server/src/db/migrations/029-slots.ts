import type { Kysely } from 'kysely';

/**
 * Pickup and delivery slots that fill up. The owner's slots are JSON on the settings row (the daily
 * ones and dates of their own); an order names its slot (`slot`, "HH:MM-HH:MM", on its preferred
 * date and of its fulfilment type); `slot_places` counts the places taken in each slot of each day,
 * one row per slot, which an order's transaction raises only while it is below the capacity.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_settings').addColumn('slots', 'text').execute(); // JSON DaySlots; null: none
  await db.schema.alterTable('shop_settings').addColumn('slot_overrides', 'text').execute(); // JSON {date: DaySlots}
  await db.schema.alterTable('orders').addColumn('slot', 'text').execute();
  await db.schema
    .createTable('slot_places')
    .addColumn('slot_date', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('slot_places_pk', ['slot_date', 'type', 'slot'])
    .execute();
  await db.schema.createIndex('orders_preferred_date_slot').on('orders').columns(['preferred_date', 'slot']).execute();
}
