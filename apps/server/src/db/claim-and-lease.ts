import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Engine } from './engine.js';
import type { Database } from './schema.js';
import { inTransaction, type Trx } from './transaction.js';

/** What a claim asks for: due rows on these channels, leased until `leaseUntil` under `token`. */
export interface LeaseClaim<Channel extends string = string> {
  channels: readonly Channel[];
  limit: number;
  now: string;
  leaseUntil: string;
  token: string;
}

/** A failed attempt: retried at `nextAttemptAt`, or given up on when that is null. */
export interface AttemptFailure {
  error: string;
  at: string;
  nextAttemptAt: string | null;
}

/** The columns, under these names, of every table worked through under a lease. */
interface LeaseColumns {
  id: number;
  channel: string;
  /** Attempts started, counted when claimed. */
  attempts: number;
  next_attempt_at: string;
  /** The lease: another claimant may take the row once it has passed. */
  locked_until: string | null;
  /** Only the claimant may record the outcome. */
  claim_token: string | null;
}

/** The tables that have the lease columns. */
export type LeasedTable = {
  [T in keyof Database]: Selectable<Database[T]> extends LeaseColumns ? T : never;
}[keyof Database];

type Row<T extends LeasedTable> = Selectable<Database[T]>;
/** The table's columns that hold text: where the spec may point. */
type TextColumn<T extends LeasedTable> = {
  [C in keyof Row<T>]: Row<T>[C] extends string | null ? C : never;
}[keyof Row<T>] &
  string;

/** What one leased table calls what the others call otherwise. */
export interface LeasedTableSpec<T extends LeasedTable, S extends TextColumn<T>> {
  table: T;
  /** The column that says where a row stands, and which of its values mean what. */
  status: S;
  statuses: {
    /** Waiting for an attempt (once `next_attempt_at` has come). */
    due: readonly Row<T>[S][];
    done: Row<T>[S];
    /** Failed, to be tried again at `next_attempt_at`. */
    retry: Row<T>[S];
    /** Given up on. */
    failed: Row<T>[S];
  };
  columns: {
    /** The last failure's error, and when it failed. */
    error: TextColumn<T>;
    errorAt: TextColumn<T>;
    /** When the row was done. */
    doneAt: TextColumn<T>;
    /** When its last attempt was claimed, for a table that keeps it. */
    attemptAt?: TextColumn<T>;
  };
}

/** Any table's spec, as the queries below read it: names and values. */
interface SpecNames {
  table: string;
  status: string;
  statuses: { due: readonly string[]; done: string; retry: string; failed: string };
  columns: { error: string; errorAt: string; doneAt: string; attemptAt?: string };
}

/** A leased table as the queries below see it: the lease columns, and the spec's columns by their names. */
type WorkDatabase = Record<string, LeaseColumns & Record<string, string | number | null>>;

const ERROR_MAX = 500;

/**
 * The claim-and-lease queries over one work table (the notification deliveries, the customer
 * messages). The locking read is meant for a transaction (`claimDue`): on PostgreSQL it takes
 * `FOR UPDATE SKIP LOCKED`, so several instances never take the same rows; SQLite has one writer
 * process, so its plain transaction is enough. Outcomes are recorded only under the claim's token.
 */
export function createLeaseRepository<T extends LeasedTable, S extends TextColumn<T>>(
  db: Kysely<Database>,
  engine: Engine,
  spec: LeasedTableSpec<T, S>,
) {
  // The spec's column names are checked against the table where it is written; here they are names.
  const work = db as unknown as Kysely<WorkDatabase>;
  const { table, status, statuses, columns } = spec as SpecNames;
  const skipLocked = engine === 'postgres';

  const dueOn = (claim: LeaseClaim) =>
    work
      .selectFrom(table)
      .select('id')
      .where(status, 'in', statuses.due)
      .where('channel', 'in', claim.channels)
      .where('next_attempt_at', '<=', claim.now);

  /** Ends the claim on row `id` with `set`, if `token` still holds it. */
  const release = async (id: number, token: string, set: Record<string, string | number | null>): Promise<boolean> => {
    const result = await work
      .updateTable(table)
      .set({ ...set, locked_until: null, claim_token: null })
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };

  return {
    /** Whether any row is due on the claim's channels, leased or not: one plain read, no lock. */
    async anyDue(claim: LeaseClaim): Promise<boolean> {
      return (await dueOn(claim).limit(1).executeTakeFirst()) !== undefined;
    },

    /** Ids of up to `limit` rows due on the claim's channels and leased by no one, locked against other instances. */
    async lockDue(claim: LeaseClaim): Promise<number[]> {
      const rows = await dueOn(claim)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', claim.now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(claim.limit)
        .$if(skipLocked, (q) => q.forUpdate().skipLocked())
        .execute();
      return rows.map((r) => r.id);
    },

    /** Counts an attempt on each row and leases it to the claim. */
    async lease(ids: readonly number[], claim: LeaseClaim): Promise<void> {
      await work
        .updateTable(table)
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          ...(columns.attemptAt && { [columns.attemptAt]: claim.now }),
          locked_until: claim.leaseUntil,
          claim_token: claim.token,
        }))
        .where('id', 'in', ids)
        .execute();
    },

    /** Records a success, with the table's own columns in `also`; false when the claim was lost. */
    markDone(id: number, token: string, now: string, also: Updateable<Database[T]> = {}): Promise<boolean> {
      return release(id, token, { ...also, [status]: statuses.done, [columns.doneAt]: now });
    },

    /** Records a failed attempt, with the table's own columns in `also`: retried, or given up on. False when the claim was lost. */
    markFailed(id: number, token: string, failure: AttemptFailure, also: Updateable<Database[T]> = {}): Promise<boolean> {
      return release(id, token, {
        ...also,
        [status]: failure.nextAttemptAt ? statuses.retry : statuses.failed,
        [columns.error]: failure.error.slice(0, ERROR_MAX),
        [columns.errorAt]: failure.at,
        ...(failure.nextAttemptAt && { next_attempt_at: failure.nextAttemptAt }),
      });
    },
  };
}

/**
 * Claims up to `limit` due rows in one short transaction: locks them, counts the attempt, leases them
 * until `leaseUntil` under `token`, and returns them as `readClaimed` reads them in that transaction.
 * With `lookFirst`, one plain read comes first, so an idle poll opens no transaction.
 */
export async function claimDue<T extends LeasedTable, S extends TextColumn<T>, R>(
  db: Kysely<Database>,
  engine: Engine,
  spec: LeasedTableSpec<T, S>,
  claim: LeaseClaim,
  readClaimed: (trx: Trx, ids: readonly number[]) => Promise<R[]>,
  options: { lookFirst?: boolean } = {},
): Promise<R[]> {
  if (claim.channels.length === 0 || claim.limit <= 0) return [];
  if (options.lookFirst && !(await createLeaseRepository(db, engine, spec).anyDue(claim))) return [];
  return inTransaction(db, async (trx) => {
    const leases = createLeaseRepository(trx, engine, spec);
    const ids = await leases.lockDue(claim);
    if (ids.length === 0) return [];
    await leases.lease(ids, claim);
    return readClaimed(trx, ids);
  });
}
