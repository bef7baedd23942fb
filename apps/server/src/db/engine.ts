import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';
import { groupCommitDriver, TURN_MS } from './sqlite/group-commit.js';
import { PreparingClient } from './prepared-statements.js';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count(*), sum) as text; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** SQLite (WAL, synchronous=FULL, foreign keys) in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. */
export function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Db {
  if (config.DATABASE_URL) {
    // Pipelined: a query is sent at once even while the one before it is answered, so a
    // transaction's last statement and its COMMIT share one round trip (db/transaction.ts). The hot
    // statements are prepared once per connection (db/prepared-statements.ts).
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10, pipeline: true, Client: PreparingClient });
    // An idle connection closed by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    // A connection closed while checked out but between queries (inside a transaction, say) emits
    // 'error' on its client, where the pool no longer listens; its next query fails and is answered.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  return openSqlite(config.DATA_DIR);
}

/**
 * The SQLite file of a data directory: one connection writes, committing transactions in groups
 * (db/group-commit.ts), and another reads for queries outside transactions. `turnMs` is how long
 * the writer is passed on within one turn of the event loop.
 */
export function openSqlite(dataDir: string, turnMs = TURN_MS): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const name = path.join(dataDir, 'halwai.sqlite');
  const file = new SQLite(name);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  // The writer waits for another connection's lock between turns of the event loop (group-commit.ts).
  file.pragma('busy_timeout = 0');
  // Sees only what is committed (WAL lets it read while the writer writes), and never writes.
  const reader = new SQLite(name, { fileMustExist: true });
  reader.pragma('query_only = ON');
  reader.pragma('busy_timeout = 5000');
  const dialect = new SqliteDialect({ database: file });
  // Only the dialect's adapter, compiler and introspector are used; its own driver is never made.
  dialect.createDriver = () => groupCommitDriver(file, reader, turnMs);
  const db = new Kysely<Database>({ dialect });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
