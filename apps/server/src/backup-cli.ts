import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { ConfigError, loadConfig } from './config.js';
import {
  BackupError,
  backupPostgres,
  backupSqlite,
  postgresIsEmpty,
  restorePostgres,
  restoreSqlite,
  sqliteFile,
  sqliteIsEmpty,
  type Outcome,
} from './db/backup.js';

const USAGE = `Usage:
  npm run backup -- <file>            copy the shop's database to <file> while it keeps serving
  npm run restore -- <file> [--yes]   put <file> into an empty data directory or database (--yes: do not ask)
Both use the same DATA_DIR or DATABASE_URL as npm start.`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

/** Without --yes, a person must type "yes"; no answer (a closed stdin) is a no. */
async function confirmed(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await Promise.race([
      rl.question(`${question} Type "yes" to go on: `),
      new Promise<string>((resolve) => rl.once('close', () => resolve(''))),
    ]);
    return answer.trim().toLowerCase() === 'yes';
  } finally {
    rl.close();
  }
}

function report(verb: string, file: string, outcome: Outcome, started: number) {
  const orders = outcome.orders === undefined ? '' : `${outcome.orders} orders, `;
  console.log(`${verb} ${file}: ${megabytes(outcome.bytes)}, ${orders}${seconds(started)}.`);
  if (outcome.integrity !== undefined) console.log(`PRAGMA integrity_check: ${outcome.integrity}`);
}

/** The owner's backup and restore: `backup <file>` or `restore <file> [--yes]`. */
async function main(args: string[]): Promise<number> {
  const [command, file, ...flags] = args;
  const yes = flags.includes('--yes');
  if (
    !file ||
    (command !== 'backup' && command !== 'restore') ||
    flags.some((f) => f !== '--yes') ||
    (command === 'backup' && yes)
  ) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const started = performance.now();

  if (command === 'backup') {
    const target = path.resolve(file);
    if (fs.existsSync(target)) {
      console.error(`${target} already exists; choose a new file name (e.g. with the date in it).`);
      return 1;
    }
    const outcome = config.DATABASE_URL
      ? await backupPostgres(config.DATABASE_URL, target)
      : await backupSqlite(config.DATA_DIR, target);
    report('Backed up to', target, outcome, started);
    return 0;
  }

  const backup = path.resolve(file);
  if (!fs.existsSync(backup)) {
    console.error(`No backup at ${backup}.`);
    return 1;
  }
  const where = config.DATABASE_URL
    ? `the PostgreSQL database ${new URL(config.DATABASE_URL).pathname.slice(1)}`
    : sqliteFile(path.resolve(config.DATA_DIR));
  const empty = config.DATABASE_URL ? await postgresIsEmpty(config.DATABASE_URL) : sqliteIsEmpty(config.DATA_DIR);
  if (!empty) {
    console.error(`${where} is not empty. Restore only into a new, empty data directory or database, so nothing is overwritten.`);
    return 1;
  }
  if (!yes && !(await confirmed(`Restore ${backup} into ${where}?`))) {
    console.error('Nothing restored.');
    return 1;
  }
  const outcome = config.DATABASE_URL
    ? await restorePostgres(backup, config.DATABASE_URL)
    : restoreSqlite(backup, config.DATA_DIR);
  report('Restored', backup, outcome, started);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    // Ours, or the system's and PostgreSQL's (a missing database, a refused connection): the message says it all.
    const plain = err instanceof ConfigError || err instanceof BackupError || (err instanceof Error && 'code' in err);
    console.error(plain ? `${(err as Error).message}` : err);
    process.exit(1);
  },
);
