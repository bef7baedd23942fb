import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type DatabaseConnection, type Driver } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count(*), sum) as text; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * SQLite ends a transaction by itself on some errors (disk full, I/O); Kysely's ROLLBACK would then
 * fail with "no transaction is active" and hide the real cause, so it is skipped when nothing is open.
 */
function sqliteDialectKeepingCause(file: SQLite.Database): SqliteDialect {
  const dialect = new SqliteDialect({ database: withStatementCache(file) });
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = () => {
    const driver = createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (file.inTransaction) await rollback(connection);
    };
    takeConnectionInTurn(driver);
    return driver;
  };
  return dialect;
}

/** How long the connection is handed from user to user before the event loop gets a turn. */
const TURN_MS = 1;

/**
 * The one SQLite connection, handed from each user to the next in the order they asked. The dialect's
 * own lock wakes every waiter on each release and lets the first one that runs take it: under a rush
 * of orders that is work for every waiting request on every query, and a request can wait for seconds
 * while newer ones go first.
 *
 * better-sqlite3 runs every query, commit and fsync on the event loop's thread, and Node accepts only
 * one new connection per turn of the loop. Handing over without end made one turn run every queued
 * order: of 50 clients connecting at once to a busy server, the n-th was accepted after n turns, each
 * placing an order for every client accepted before it, so the last waited ~1,200 orders (1–3 s). So
 * after a millisecond of handing over, the next user gets the connection on the loop's next turn, and
 * sockets are read and accepted in between.
 */
function takeConnectionInTurn(driver: Driver): void {
  const acquire = driver.acquireConnection.bind(driver);
  const waiting: (() => void)[] = [];
  let held = false;
  let connection: DatabaseConnection | null = null;
  let turnStarted = 0;
  const handOver = (next: () => void) => {
    turnStarted = performance.now();
    next();
  };
  driver.acquireConnection = async () => {
    if (held) await new Promise<void>((resolve) => waiting.push(resolve));
    else held = true;
    // The dialect's lock is taken once, by the first user, and kept: this queue takes its place.
    connection ??= await acquire();
    return connection;
  };
  driver.releaseConnection = async () => {
    const next = waiting.shift();
    // Handed over, now or on the next turn: the connection stays held.
    if (!next) held = false;
    else if (performance.now() - turnStarted < TURN_MS) next();
    else setImmediate(handOver, next);
  };
}

/** SQLite (WAL, synchronous=FULL, foreign keys) in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. */
export function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Db {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
    // An idle connection closed by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    // A connection closed while checked out but between queries (inside a transaction, say) emits
    // 'error' on its client, where the pool no longer listens; its next query fails and is answered.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const file = new SQLite(path.join(config.DATA_DIR, 'halwai.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: sqliteDialectKeepingCause(file) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
