import type { Kysely } from 'kysely';

/** Tickets that open a live-events stream, so no bearer token travels in a URL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_token_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}
