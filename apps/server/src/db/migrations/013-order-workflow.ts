import { sql, type Kysely } from 'kysely';

/**
 * The order workflow: each order's step by name (`status` keeps the spec's 0/1/2 beside it) and its
 * history as a JSON array, oldest first. Existing orders become pending, completed or cancelled, with
 * the placing as their first entry and, for a finished one, the last change as its end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const orders = () => db.schema.alterTable('orders');
  await orders().addColumn('step', 'text', (c) => c.notNull().defaultTo('pending')).execute();
  await orders().addColumn('status_history', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  const entry = (status: string, at: string) => sql`'{"status":"${sql.raw(status)}","at":"' || ${sql.ref(at)} || '"}'`;
  await sql`
    update orders set
      step = case status when 1 then 'completed' when 2 then 'cancelled' else 'pending' end,
      status_history = case status
        when 1 then '[' || ${entry('pending', 'created_at')} || ',' || ${entry('completed', 'updated_at')} || ']'
        when 2 then '[' || ${entry('pending', 'created_at')} || ',' || ${entry('cancelled', 'updated_at')} || ']'
        else '[' || ${entry('pending', 'created_at')} || ']'
      end
  `.execute(db);
}
