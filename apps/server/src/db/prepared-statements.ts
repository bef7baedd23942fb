import pg from 'pg';

/** The SQL texts run as prepared statements, with their names. */
const names = new Map<string, string>();
/** How Kysely writes `selectAll()` and `returningAll()`. */
const ALL_COLUMNS = /\b(select|returning)\s+\*|\.\*/i;

/**
 * Runs `sql` as a named prepared statement from now on (`PreparingClient`). Only for statements whose
 * text is fixed (compiled-once.ts), so each connection prepares a bounded set, and that name their
 * columns rather than `*` (schema.ts, `everyColumn`): once prepared, a `*` result whose shape a later
 * migration changes is refused by PostgreSQL, as an instance not yet upgraded would see.
 */
export function prepareOnce(sql: string): void {
  if (ALL_COLUMNS.test(sql)) throw new Error(`A statement prepared once names its columns, not *: ${sql}`);
  if (!names.has(sql)) names.set(sql, `halwai_${names.size + 1}`);
}

/**
 * A PostgreSQL connection that prepares each statement marked by `prepareOnce` the first time it runs
 * and then only binds and executes it: otherwise PostgreSQL parses and plans every statement of every
 * order afresh, which was a third of its work per order (bench/README.md).
 */
export class PreparingClient extends pg.Client {
  // pg's query has a dozen forms; Kysely calls the plain one, (text, values), which is the one named here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(text: unknown, values?: unknown, callback?: unknown): any {
    const name = typeof text === 'string' ? names.get(text) : undefined;
    const run = super.query as (this: pg.Client, ...args: unknown[]) => unknown;
    return name === undefined ? run.call(this, text, values, callback) : run.call(this, { text, values, name }, callback);
  }
}
