import type { Kysely } from 'kysely';

/** Failed sign-ins per email, kept in the database so every instance counts them together. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_locks')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failed_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
}
