import type { Kysely } from 'kysely';

/**
 * The words each customer message carried, kept as its channel sent them, so staff read on the order
 * what the customer got even after the owner changes the step's text. Messages sent before this have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customer_messages').addColumn('sent_text', 'text').execute();
}
