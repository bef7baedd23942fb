import { CONTACT_MESSAGES, MESSAGES, type ContactForm, type ContactMessage, type ContactResponse } from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { ContactMessageRow, Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/problems.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { createContactRepository } from './contact.repository.js';

const toContactMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  phoneNumber: row.phone_number,
  message: row.message,
  handled: row.handled === 1,
  createdAt: row.created_at,
});

export function createContactService({ db, notifications }: { db: Kysely<Database>; notifications: NotificationsService }) {
  const repo = createContactRepository(db);
  return {
    /** Stores the message and queues its notification in one transaction. */
    async receive(input: ContactForm): Promise<ContactResponse> {
      await inTransaction(db, async (trx) => {
        const row = await createContactRepository(trx).insert({
          name: input.name,
          phoneNumber: input.phoneNumber,
          message: input.message,
          now: nowIso(),
        });
        await notifications.enqueue(trx, { kind: 'contact.received', subjectId: row.id, payload: toContactMessage(row) });
      });
      notifications.wake();
      return { message: MESSAGES.contactThanks };
    },

    async list(): Promise<ContactMessage[]> {
      return (await repo.listNewestFirst()).map(toContactMessage);
    },

    async setHandled(id: number, handled: boolean): Promise<ContactMessage> {
      const row = await repo.setHandled(id, handled);
      if (!row) throw notFound(CONTACT_MESSAGES.notFound);
      return toContactMessage(row);
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
