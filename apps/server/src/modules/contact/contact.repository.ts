import type { Kysely } from 'kysely';
import type { ContactMessageRow, Database } from '../../db/schema.js';

/** The queries, on the root connection or inside a transaction. */
function contactQueries(db: Kysely<Database>) {
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

type ContactQueries = ReturnType<typeof contactQueries>;

export function createContactRepository(db: Kysely<Database>) {
  return {
    ...contactQueries(db),

    /** Runs `work` in one transaction, with these queries and the raw transaction for other modules' writes. */
    transaction<T>(work: (tx: ContactQueries, trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(contactQueries(trx), trx));
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
