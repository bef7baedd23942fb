import { sql, type Kysely } from 'kysely';

/**
 * Hindi beside the English (decision 018). Products, categories and subcategories may carry a Hindi
 * name, and products a Hindi description (null: none, the English shows). An order keeps the language
 * it was placed in, `en` or `hi` (orders from before read as English), and each of its lines the
 * product's Hindi name as sold, as it keeps the English one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const products = () => db.schema.alterTable('products');
  await products().addColumn('name_hi', 'text').execute();
  await products().addColumn('description_hi', 'text').execute();
  await db.schema.alterTable('categories').addColumn('name_hi', 'text').execute();
  await db.schema.alterTable('subcategories').addColumn('name_hi', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en').check(sql`language in ('en', 'hi')`))
    .execute();
  await db.schema.alterTable('order_lines').addColumn('name_hi', 'text').execute();
}
