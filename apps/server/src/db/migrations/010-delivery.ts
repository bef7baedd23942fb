import type { Kysely } from 'kysely';

/**
 * Pickup or delivery. The shop's delivery terms and time zone live in its settings row (pincode
 * patterns as a JSON array); each order keeps how it is fulfilled and the delivery charge it was
 * priced with, already included in `total_paise`. Earlier orders are pickups with no charge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const settings = () => db.schema.alterTable('shop_settings');
  await settings().addColumn('delivery_enabled', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await settings().addColumn('delivery_pincodes', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await settings().addColumn('delivery_charge_paise', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await settings().addColumn('free_delivery_from_paise', 'integer').execute();
  await settings().addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Kolkata')).execute();

  const orders = () => db.schema.alterTable('orders');
  await orders().addColumn('fulfilment', 'text', (c) => c.notNull().defaultTo('pickup')).execute();
  await orders().addColumn('delivery_address', 'text').execute();
  await orders().addColumn('delivery_pincode', 'text').execute();
  await orders().addColumn('preferred_date', 'text').execute();
  await orders().addColumn('delivery_charge_paise', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('orders_preferred_date').on('orders').column('preferred_date').execute();
}
