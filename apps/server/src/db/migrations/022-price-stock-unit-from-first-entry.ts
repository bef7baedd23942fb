import { sql, type Kysely } from 'kysely';

/**
 * A product's price unit is its first price entry's label (`productPriceUnit`), as its price is its
 * price (migration 012): products saved while the form asked for the unit apart from the packs get
 * the first entry's label, so "₹150 / 250 g" names the pack that costs ₹150.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const firstEntryLabel = sql`(
    select pp.label from product_prices pp
    where pp.product_id = products.id
    order by pp.position, pp.id
    limit 1
  )`;
  // A product without entries compares with null and keeps its unit.
  await sql`update products set price_unit = ${firstEntryLabel} where price_unit <> ${firstEntryLabel}`.execute(db);
}
