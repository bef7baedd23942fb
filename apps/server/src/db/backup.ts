import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** The SQLite file of a data directory, as `openDatabase` names it. */
export const sqliteFile = (dataDir: string) => path.join(dataDir, 'halwai.sqlite');

/** What a finished backup or restore reports to the owner. */
export interface Outcome {
  bytes: number;
  /** Orders in the copy; unknown for a PostgreSQL dump until it is restored. */
  orders?: number;
  integrity?: string;
}

export class BackupError extends Error {}

/**
 * An online backup of a SQLite file that a running server keeps writing: SQLite's backup API copies a
 * consistent snapshot (in WAL mode the server's writers are not blocked). Written beside the target and
 * renamed, so a failed backup never leaves a half file under the wanted name.
 */
export async function backupSqlite(dataDir: string, target: string): Promise<Outcome> {
  const source = sqliteFile(dataDir);
  if (!fs.existsSync(source)) throw new BackupError(`No database at ${source}: is DATA_DIR right?`);
  const file = new SQLite(source, { fileMustExist: true });
  const partial = `${target}.partial`;
  try {
    file.pragma('busy_timeout = 5000');
    // All pages in one step: a write by the server between steps would restart the copy.
    await file.backup(partial, { progress: () => 1 << 30 });
  } finally {
    file.close();
  }
  const check = checkSqlite(partial);
  if (check.integrity !== 'ok') {
    fs.rmSync(partial, { force: true });
    throw new BackupError(`The copy failed its integrity check: ${check.integrity}`);
  }
  fs.renameSync(partial, target);
  return { ...check, bytes: fs.statSync(target).size };
}

/** `PRAGMA integrity_check` and the number of orders of a SQLite file. */
export function checkSqlite(file: string): Required<Outcome> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
    const hasOrders = db.prepare(`select 1 from sqlite_master where type = 'table' and name = 'orders'`).get();
    if (!hasOrders) throw new BackupError(`${file} is not a Halwai backup (it has no orders table).`);
    const { n } = db.prepare('select count(*) as n from orders').get() as { n: number };
    return { bytes: fs.statSync(file).size, orders: n, integrity };
  } finally {
    db.close();
  }
}

/** True when the data directory holds no database, or one without a single table. */
export function sqliteIsEmpty(dataDir: string): boolean {
  const file = sqliteFile(dataDir);
  if (!fs.existsSync(file)) return true;
  const db = new SQLite(file, { readonly: true });
  try {
    return !db.prepare(`select 1 from sqlite_master where type = 'table'`).get();
  } finally {
    db.close();
  }
}

/** Puts a checked copy of the backup in place of the (empty) database of the data directory. */
export function restoreSqlite(backup: string, dataDir: string): Outcome {
  fs.mkdirSync(dataDir, { recursive: true });
  const target = sqliteFile(dataDir);
  const partial = `${target}.restoring`;
  fs.copyFileSync(backup, partial);
  try {
    const check = checkSqlite(partial);
    if (check.integrity !== 'ok') throw new BackupError(`The backup failed its integrity check: ${check.integrity}`);
    for (const leftover of [target, `${target}-wal`, `${target}-shm`]) fs.rmSync(leftover, { force: true });
    fs.renameSync(partial, target);
    return check;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** The URL without its password, which goes in PGPASSWORD instead so it never shows in a process list. */
function pgConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL client tool, naming it and how to install it when it is missing. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(`${tool} was not found. Install the PostgreSQL client tools of your server's version (Debian: apt-get install postgresql-client) and try again.`)
          : err,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`))));
  });
}

async function countPgOrders(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('select count(*) as n from orders')).rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** `pg_dump --format=custom`: one consistent snapshot (a repeatable-read transaction) while the shop serves. */
export async function backupPostgres(databaseUrl: string, target: string): Promise<Outcome> {
  const { url, env } = pgConnection(databaseUrl);
  const partial = `${target}.partial`;
  try {
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`], env);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  fs.renameSync(partial, target);
  return { bytes: fs.statSync(target).size };
}

/** True when the database has no table of its own (a new, empty database). */
export async function postgresIsEmpty(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select 1 from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') limit 1`,
    );
    return rows.length === 0;
  } finally {
    await client.end();
  }
}

/** `pg_restore` in one transaction: it either restores everything or leaves the database as it was. */
export async function restorePostgres(backup: string, databaseUrl: string): Promise<Outcome> {
  const { url, env } = pgConnection(databaseUrl);
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, backup], env);
  return { bytes: fs.statSync(backup).size, orders: await countPgOrders(databaseUrl) };
}
