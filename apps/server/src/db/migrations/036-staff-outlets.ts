import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * Staff per outlet: an account may be limited to some outlets (`users.outlets`, a JSON list of ids;
 * null: every outlet, as every account so far), and sees only their orders. A counter shift opens at
 * one outlet and its sales are that outlet's; every shift so far was at the first.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('users').addColumn('outlets', 'text').execute();
  await db.schema.alterTable('counter_shifts').addColumn('outlet_id', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}
