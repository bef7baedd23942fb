import type { Kysely } from 'kysely';
import type { ContactMessageRow, Database } from '../../db/schema.js';

/** The queries, on the root connection or on a transaction the service opened. */
export function createContactRepository(db: Kysely<Database>) {
  return {
    insert(m: { name: string; phoneNumber: string; message: string; now: string }): Promise<ContactMessageRow> {
      return db
        .insertInto('contact_messages')
        .values({ name: m.name, phone_number: m.phoneNumber, message: m.message, handled: 0, created_at: m.now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    listNewestFirst(): Promise<ContactMessageRow[]> {
      return db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    setHandled(id: number, handled: boolean): Promise<ContactMessageRow | undefined> {
      return db
        .updateTable('contact_messages')
        .set({ handled: handled ? 1 : 0 })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
