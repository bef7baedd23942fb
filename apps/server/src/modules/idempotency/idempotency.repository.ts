import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import { IDEMPOTENCY_KEY_COLUMNS, type Database } from '../../db/schema.js';

export interface IdempotencyRecord {
  scope: string;
  keyHash: string;
  requestHash: string;
  responseStatus: number;
  sealedBody: string;
  createdAt: string;
}

// Looked up and written for every order, so compiled once.
const findRecord = compiledOnce(
  (db, scope: string, keyHash: string) => db.selectFrom('idempotency_keys').select(IDEMPOTENCY_KEY_COLUMNS).where('scope', '=', scope).where('key', '=', keyHash),
  2,
);
const insertRecord = compiledOnce(
  (db, scope: string, keyHash: string, requestHash: string, responseStatus: number, sealedBody: string, createdAt: string) =>
    db.insertInto('idempotency_keys').values({
      scope,
      key: keyHash,
      request_hash: requestHash,
      response_status: responseStatus,
      response_body: sealedBody,
      created_at: createdAt,
    }),
  6,
);

/** The queries, on the root connection or on a transaction the service was handed. */
export function createIdempotencyRepository(db: Kysely<Database>) {
  return {
    async find(scope: string, keyHash: string): Promise<IdempotencyRecord | undefined> {
      const [row] = await findRecord(db, scope, keyHash);
      return (
        row && {
          scope: row.scope,
          keyHash: row.key,
          requestHash: row.request_hash,
          responseStatus: row.response_status,
          sealedBody: row.response_body,
          createdAt: row.created_at,
        }
      );
    },

    /** Fails with a unique violation when the (scope, key) pair exists: the primary key decides races. */
    async insert(r: IdempotencyRecord): Promise<void> {
      await insertRecord(db, r.scope, r.keyHash, r.requestHash, r.responseStatus, r.sealedBody, r.createdAt);
    },
  };
}
