import { sql, type Kysely } from 'kysely';

/**
 * A product's price is its first price entry's (`productPrice`): products saved while the form let the
 * two differ get the first entry's price, so their cards show what the cart charges.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const firstEntryPrice = sql`(
    select pp.price_paise from product_prices pp
    where pp.product_id = products.id
    order by pp.position, pp.id
    limit 1
  )`;
  // A product without entries compares with null and keeps its price.
  await sql`update products set price_paise = ${firstEntryPrice} where price_paise <> ${firstEntryPrice}`.execute(db);
}
