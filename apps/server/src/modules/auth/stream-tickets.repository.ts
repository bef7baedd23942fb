import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function createStreamTicketsRepository(db: Kysely<Database>) {
  return {
    async insert(ticket: { ticketHash: string; sessionTokenHash: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('stream_tickets')
        .values({ ticket_hash: ticket.ticketHash, session_token_hash: ticket.sessionTokenHash, expires_at: ticket.expiresAt })
        .execute();
    },

    /** Uses a ticket up: its session's token hash when it existed and had not expired, else undefined. */
    async consume(ticketHash: string, now: string): Promise<string | undefined> {
      const row = await db.deleteFrom('stream_tickets').where('ticket_hash', '=', ticketHash).returning(['session_token_hash', 'expires_at']).executeTakeFirst();
      return row && row.expires_at > now ? row.session_token_hash : undefined;
    },

    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('stream_tickets').where('expires_at', '<=', now).execute();
    },
  };
}
