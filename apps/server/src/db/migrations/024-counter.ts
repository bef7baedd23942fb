import type { Kysely } from 'kysely';

/**
 * The counter, a second way to sell on the same books. An order says where it was placed (`channel`:
 * web, counter, phone; every earlier order is the storefront's) and which staff account placed it; a
 * counter bill keeps the parts it was paid in. Items and packs carry a barcode, and a by-weight item
 * its own price per kg. A staff account has a role (every earlier account is the owner's). The
 * counter's settings (scale label layout, quick keys, the cashier's discount limit) are one JSON.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const orders = () => db.schema.alterTable('orders');
  await orders()
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('web'))
    .execute();
  await orders().addColumn('placed_by', 'text').execute();
  await orders().addColumn('payment_parts', 'text').execute(); // JSON [{method, amountPaise, reference?}]

  await db.schema.alterTable('products').addColumn('price_per_kg_paise', 'integer').execute();
  await db.schema.alterTable('products').addColumn('barcode', 'text').execute();
  await db.schema.alterTable('product_prices').addColumn('barcode', 'text').execute();
  await db.schema.createIndex('products_barcode').on('products').column('barcode').execute();
  await db.schema.createIndex('product_prices_barcode').on('product_prices').column('barcode').execute();

  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
  await db.schema.alterTable('shop_settings').addColumn('counter', 'text').execute(); // JSON of CounterSettings; null: the defaults
}
