import type { Kysely } from 'kysely';

/**
 * Food information and GST per item, and business invoices. A product keeps its label as JSON
 * (`food`: diet, ingredients, allergens, storage, net quantity, nutrition) with its shelf life in a
 * column of its own, which each order line copies as sold so its "Best before" never changes; its
 * own HSN code and GST rate (null: the category's). An order keeps the business buyer's GSTIN and
 * name for a GST invoice (null: a consumer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const products = () => db.schema.alterTable('products');
  await products().addColumn('food', 'text').execute();
  await products().addColumn('shelf_life_days', 'integer').execute();
  await products().addColumn('hsn', 'text').execute();
  await products().addColumn('gst_rate', 'integer').execute();
  await db.schema.alterTable('order_lines').addColumn('shelf_life_days', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('buyer_gstin', 'text').execute();
  await db.schema.alterTable('orders').addColumn('buyer_name', 'text').execute();
}
