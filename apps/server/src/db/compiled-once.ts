import { PostgresAdapter, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import { prepareOnce } from './prepared-statements.js';
import type { Database } from './schema.js';

/** Stands in for a run's value while the query is built; compiled, it is a parameter of its own. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A statement built and compiled once per dialect, then run with each call's values: for the statements
 * of every order, where building and compiling the query cost more than SQLite takes to run it.
 * `build` receives one slot per value and must use each as a plain value (a parameter), never look into
 * it; the query must not depend on the values otherwise (a list's length, say). On PostgreSQL the
 * statement is also prepared once per connection (prepared-statements.ts), so it must name its
 * columns rather than select or return `*` (schema.ts, `everyColumn`).
 */
export function compiledOnce<Values extends unknown[], Row>(
  build: (db: Kysely<Database>, ...values: Values) => Compilable<Row>,
  slots: Values['length'],
) {
  // Keyed by the dialect's adapter, which a database and its transactions share.
  const compiled = new WeakMap<object, CompiledQuery<Row>>();
  const compile = (db: Kysely<Database>) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      const stand = Array.from({ length: slots }, (_, i) => new Slot(i)) as unknown as Values;
      query = build(db, ...stand).compile();
      compiled.set(adapter, query);
      if (adapter instanceof PostgresAdapter) prepareOnce(query.sql);
    }
    return query;
  };
  return async (db: Kysely<Database>, ...values: Values): Promise<Row[]> => {
    const query = compile(db);
    const parameters = query.parameters.map((p) => (p instanceof Slot ? values[p.index] : p));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}

/**
 * `compiledOnce` for a statement whose values are named: the caller passes an object, so a long insert
 * reads column by column and never by position. `names` lists every value the statement takes, once.
 * `insertOrder(db, { customerName: 'Asha', … })`
 */
export function compiledOnceNamed<Values extends object, Row>(
  names: readonly (keyof Values & string)[],
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
) {
  const run = compiledOnce((db, ...slots: unknown[]) => build(db, named(names, slots) as Values), names.length);
  return (db: Kysely<Database>, values: Values): Promise<Row[]> => run(db, ...names.map((name) => values[name]));
}

/**
 * `compiledOnceNamed` for a statement that takes a list of rows besides its own values (an order's
 * lines): one statement per length of the list, each row's values read by name. `rowNames` lists every
 * value of a row, once. `insertLines(db, { orderId: 7 }, [{ productId: 3, quantity: 2, … }])`
 */
export function compiledOnceRows<Values extends object, RowValues extends object, Row>(
  names: readonly (keyof Values & string)[],
  rowNames: readonly (keyof RowValues & string)[],
  build: (db: Kysely<Database>, values: Values, rows: RowValues[]) => Compilable<Row>,
) {
  const forLength = perLength((count) =>
    compiledOnce(
      (db, ...slots: unknown[]) =>
        build(
          db,
          named(names, slots) as Values,
          Array.from({ length: count }, (_, n) => named(rowNames, slots.slice(names.length + n * rowNames.length)) as RowValues),
        ),
      names.length + count * rowNames.length,
    ),
  );
  return (db: Kysely<Database>, values: Values, rows: readonly RowValues[]): Promise<Row[]> =>
    forLength(rows.length)(db, ...names.map((name) => values[name]), ...rows.flatMap((row) => rowNames.map((name) => row[name])));
}

/** `{ [keys[i]]: slots[i] }`: a statement's slots under their names. */
function named(keys: readonly string[], slots: readonly unknown[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key, i) => [key, slots[i]]));
}

/** One statement per length of a list it takes, each made when first needed; the caller bounds the lengths. */
export function perLength<Statement>(make: (length: number) => Statement): (length: number) => Statement {
  const made = new Map<number, Statement>();
  return (length) => {
    let statement = made.get(length);
    if (!statement) made.set(length, (statement = make(length)));
    return statement;
  };
}
