import type SQLite from 'better-sqlite3';
import {
  createQueryId,
  IdentifierNode,
  RawNode,
  SelectQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';
import { withStatementCache } from './statement-cache.js';

/** How long, from the first, the writer is handed from user to user before the event loop gets a turn. */
export const TURN_MS = 1;
/** How long a group stays open for the transactions of later turns, while there are any. */
const GROUP_MS = 10;
/** Most transactions (and lone writes) one COMMIT carries. */
const GROUP_MAX = 64;

/** How long a write waits for another connection's lock on the file (another server on it, the owner's commands). */
const LOCK_WAIT_MS = 5000;

/** The transactions (and lone writes) that one COMMIT makes durable, and how that COMMIT went. */
class Group {
  readonly opened = performance.now();
  members = 0;
  /** Why the group failed; its members fail with it. */
  error: unknown = undefined;
  readonly done: Promise<void>;
  resolve!: () => void;
  reject!: (error: unknown) => void;
  constructor() {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // A group may fail before any member waits on it; each member still sees the failure.
    this.done.catch(() => undefined);
  }
}

/** What Kysely holds between acquiring a connection and releasing it: one per user of the database. */
interface Lease extends DatabaseConnection {
  /** The group of this user's open transaction. */
  group: Group | null;
}

const NAME = 'grouped';

/**
 * Group commit on SQLite: the writer connection runs several transactions in one SQLite transaction,
 * each in a savepoint of its own, and one COMMIT (one fsync) makes them all durable.
 *
 * - A transaction that fails rolls back to its savepoint; the others carry on.
 * - No transaction is answered, committed or failed, before the group's COMMIT has returned: an order
 *   is confirmed only once it is on disk. If that COMMIT fails, or SQLite ends the transaction by
 *   itself (disk full, I/O error, `OR ROLLBACK`), every transaction of the group fails with its cause.
 * - A query outside a transaction must not see what the group has not committed: reads (`select`)
 *   go to a second, read-only connection on the same file, which WAL lets read while the writer
 *   writes and which sees only what is committed. Other writes join the group as a transaction of one
 *   statement and return after its COMMIT; raw SQL (pragmas, say) commits the group first and runs
 *   alone.
 *
 * The writer is handed from user to user in the order they asked. better-sqlite3 runs every query,
 * commit and fsync on the event loop's thread, and Node accepts one new connection per turn of the
 * loop: handing over without end made one turn run every queued order, and of 50 clients connecting
 * to a busy server the last waited ~1,200 orders (1–3 s). So after a millisecond of use in a turn,
 * the next user gets the writer on the loop's next turn (setImmediate, once the turn's sockets have
 * been read). At that point the group is committed if nobody waits, or if it is 10 ms old; else it
 * stays open for the transactions of the next turn, so that under a rush one fsync serves the orders
 * of several turns rather than of one (one or two, at a millisecond each).
 *
 * A transaction must not wait for another one's outcome while it holds the writer: that one is
 * answered only after the group's COMMIT, which waits for this one to end.
 */
export function groupCommitDriver(file: SQLite.Database, readerFile: SQLite.Database, turnMs = TURN_MS): Driver {
  const writer = withStatementCache(file);
  const reader = withStatementCache(readerFile);
  const control = {
    begin: file.prepare('begin immediate'),
    commit: file.prepare('commit'),
    rollback: file.prepare('rollback'),
    savepoint: file.prepare(`savepoint ${NAME}`),
    release: file.prepare(`release ${NAME}`),
    rollbackTo: file.prepare(`rollback to ${NAME}`),
  };

  let holder: Lease | null = null;
  const waiting: { lease: Lease; take: () => void }[] = [];
  let group: Group | null = null;
  /** When the writer was first taken in this turn of the event loop; null between turns. */
  let turnStarted: number | null = null;
  let turnEnds = false;
  let closed = false;

  const withinTurn = () => turnStarted === null || performance.now() - turnStarted < turnMs;

  const endTurnLater = () => {
    if (turnEnds) return;
    turnEnds = true;
    setImmediate(endTurn);
  };

  function hand(lease: Lease, take?: () => void) {
    holder = lease;
    if (turnStarted === null) {
      turnStarted = performance.now();
      endTurnLater();
    }
    take?.();
  }

  /** The writer for `lease`, at once or in its turn. */
  function takeWriter(lease: Lease): Promise<void> | void {
    if (holder === null && waiting.length === 0 && withinTurn()) return hand(lease);
    return new Promise<void>((take) => waiting.push({ lease, take }));
  }

  /** `lease` is done with the writer: the next user gets it, in this turn if there is time left. */
  function giveUp(lease: Lease) {
    if (holder !== lease) return;
    holder = null;
    if (group && group.members >= GROUP_MAX) commit();
    const next = waiting.length > 0 && withinTurn() ? waiting.shift()! : null;
    if (next) hand(next.lease, next.take);
    else if (group || waiting.length > 0) endTurnLater();
  }

  function endTurn() {
    turnEnds = false;
    turnStarted = null;
    // A user holding the writer across turns ends this turn itself, when it gives the writer up.
    if (holder !== null || closed) return;
    // Kept open for the transactions queued for the next turn while it is young, else committed.
    if (group && (waiting.length === 0 || performance.now() - group.opened >= GROUP_MS)) commit();
    const next = waiting.shift();
    if (next) hand(next.lease, next.take);
  }

  /**
   * Runs `attempt` once the file is not locked by another connection. SQLite's own wait (busy_timeout)
   * would sleep on the event loop's thread, where another server on the file in this process could
   * never commit what it holds; so the writer has none and waits here, between turns.
   */
  async function unlocked<T>(attempt: () => T): Promise<T> {
    const deadline = performance.now() + LOCK_WAIT_MS;
    for (let pause = 1; ; pause = Math.min(2 * pause, 50)) {
      try {
        return attempt();
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || performance.now() > deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  async function open(): Promise<Group> {
    if (!group) {
      await unlocked(() => control.begin.run());
      group = new Group();
    }
    return group;
  }

  function commit() {
    const g = group;
    if (!g) return;
    group = null;
    try {
      control.commit.run();
    } catch (error) {
      return fail(g, error);
    }
    g.resolve();
  }

  /** The group's work is lost (or never will be committed): every member fails with `error`. */
  function fail(g: Group, error: unknown) {
    if (group === g) group = null;
    try {
      if (file.inTransaction) control.rollback.run();
    } catch {
      // Nothing is left to undo that a later BEGIN would keep.
    }
    g.error = error;
    g.reject(error);
  }

  function run<R>(db: SqliteDatabase, { sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = db.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  function onWriter<R>(query: CompiledQuery): QueryResult<R> {
    try {
      return run<R>(writer, query);
    } catch (error) {
      // SQLite ended the transaction itself (disk full, I/O error, OR ROLLBACK): the group's work is gone.
      if (group && !file.inTransaction) fail(group, error);
      throw error;
    }
  }

  async function execute<R>(lease: Lease, query: CompiledQuery): Promise<QueryResult<R>> {
    if (holder === lease) {
      // Its group failed under it: nothing it writes now would be part of its transaction.
      if (lease.group && lease.group !== group) throw lease.group.error;
      return onWriter<R>(query);
    }
    if (SelectQueryNode.is(query.query)) return run<R>(reader, query);
    await takeWriter(lease);
    if (RawNode.is(query.query)) {
      try {
        commit();
        return await unlocked(() => onWriter<R>(query));
      } finally {
        giveUp(lease);
      }
    }
    let g: Group;
    let result: QueryResult<R>;
    try {
      g = await open();
    } catch (error) {
      giveUp(lease);
      throw error;
    }
    try {
      result = onWriter<R>(query);
    } catch (error) {
      giveUp(lease);
      await g.done.catch(() => undefined);
      throw error;
    }
    g.members += 1;
    giveUp(lease);
    await g.done;
    return result;
  }

  const lease = (): Lease => {
    const l: Lease = {
      group: null,
      executeQuery: (query) => execute(l, query),
      // Read at once, not row by row: an open iterator would keep its connection from every other query.
      async *streamQuery<R>(query: CompiledQuery) {
        if (!SelectQueryNode.is(query.query)) throw new Error('Sqlite driver only supports streaming of select queries');
        for (const row of (await execute<R>(l, query)).rows) yield { rows: [row] };
      },
    };
    return l;
  };

  const savepointCommand =
    (command: string) => async (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) => {
      const node = RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]);
      await connection.executeQuery(compile(node, createQueryId()));
    };

  return {
    async init() {},
    async acquireConnection() {
      return lease();
    },
    async beginTransaction(connection) {
      const l = connection as Lease;
      await takeWriter(l);
      try {
        const g = await open();
        control.savepoint.run();
        l.group = g;
      } catch (error) {
        giveUp(l);
        throw error;
      }
    },
    async commitTransaction(connection) {
      const l = connection as Lease;
      const g = l.group!;
      if (g === group) {
        control.release.run(); // on failure Kysely rolls back
        g.members += 1;
      }
      l.group = null;
      giveUp(l);
      await g.done;
    },
    async rollbackTransaction(connection) {
      const l = connection as Lease;
      const g = l.group;
      // Handed on already: its group's COMMIT failed, and rolled everything back.
      if (!g) return;
      l.group = null;
      if (g === group) {
        try {
          control.rollbackTo.run();
          control.release.run();
        } catch (error) {
          fail(g, error);
        }
      }
      giveUp(l);
      // Answered after the group's COMMIT like the others: what made it fail is on disk by then.
      await g.done.catch(() => undefined);
    },
    savepoint: savepointCommand('savepoint'),
    rollbackToSavepoint: savepointCommand('rollback to'),
    releaseSavepoint: savepointCommand('release'),
    async releaseConnection(connection) {
      giveUp(connection as Lease);
    },
    async destroy() {
      if (holder === null) commit();
      closed = true;
      reader.close();
      writer.close();
    },
  };
}
