import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept; `in (…)` lists of other lengths are other statements, so the cache is bounded. */
const MAX_STATEMENTS = 500;

/**
 * A SQLite connection with each statement prepared once per SQL text and then reused: Kysely's
 * dialect prepares afresh on every query, which costs more than running most of ours (an order runs
 * about fifteen). Reuse is safe because a connection runs one query at a time (each connection has
 * a cache of its own), and SQLite prepares a statement again by itself when the schema changed.
 */
export function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = file.prepare(sql);
        // Oldest first out: the hot statements are prepared again at most now and then.
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      file.close();
    },
  };
}
