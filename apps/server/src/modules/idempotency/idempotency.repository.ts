import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface IdempotencyRecord {
  scope: string;
  keyHash: string;
  requestHash: string;
  responseStatus: number;
  sealedBody: string;
  createdAt: string;
}

/** The queries, on the root connection or on a transaction the service was handed. */
export function createIdempotencyRepository(db: Kysely<Database>) {
  return {
    async find(scope: string, keyHash: string): Promise<IdempotencyRecord | undefined> {
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope', '=', scope)
        .where('key', '=', keyHash)
        .executeTakeFirst();
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
      await db
        .insertInto('idempotency_keys')
        .values({
          scope: r.scope,
          key: r.keyHash,
          request_hash: r.requestHash,
          response_status: r.responseStatus,
          response_body: r.sealedBody,
          created_at: r.createdAt,
        })
        .execute();
    },
  };
}
