import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { DomainError, MESSAGES } from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { sha256 } from '../../lib/tokens.js';
import { createIdempotencyRepository } from './idempotency.repository.js';

/** Longest `Idempotency-Key` header we accept. */
export const IDEMPOTENCY_KEY_MAX = 200;

/** A stored first answer: replayed byte for byte to a retry. */
export interface Answer<T> {
  status: number;
  body: T;
}

/*
 * The first answer may hold a secret (an order's access key, which the orders table keeps only
 * as a hash). So the record is sealed with AES-256-GCM under a key derived from the client's
 * Idempotency-Key, and the key itself is stored only as its SHA-256: the database alone cannot
 * open a record, only the client that holds the key can have it replayed.
 */
const sealingKey = (key: string) => createHash('sha256').update('halwai:idempotency:seal\0').update(key).digest();

function seal(key: string, body: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(key), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

function unseal(key: string, sealed: string): unknown {
  const [, iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(key), iv!);
  decipher.setAuthTag(tag!);
  return JSON.parse(Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8'));
}

/** The request a key was first used for, as a hash of its validated body. */
const requestHash = (request: unknown) => sha256(JSON.stringify(request));

/** True for a unique or primary key violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * `Idempotency-Key` support: a retry with the same key and body gets the first answer and changes
 * nothing. Only successful answers are recorded (inside the transaction that made them), so a
 * refused request may simply be retried.
 */
export function createIdempotencyService(db: Kysely<Database>) {
  const repo = createIdempotencyRepository(db);
  return {
    /** The first answer given for this key, or null when the key is new; 422 when it was used for another request. */
    async replay<T>(scope: string, key: string, request: unknown): Promise<Answer<T> | null> {
      const found = await repo.find(scope, sha256(key));
      if (!found) return null;
      if (found.requestHash !== requestHash(request)) throw new DomainError('unprocessable', MESSAGES.idempotencyMismatch);
      return { status: found.responseStatus, body: unseal(key, found.sealedBody) as T };
    },

    /**
     * Records the answer in the caller's transaction. A concurrent twin request fails here on the
     * primary key (check it with `isUniqueViolation`), rolls back, and then replays this answer.
     */
    remember(trx: Trx, scope: string, key: string, request: unknown, answer: Answer<unknown>): Promise<void> {
      return createIdempotencyRepository(trx).insert({
        scope,
        keyHash: sha256(key),
        requestHash: requestHash(request),
        responseStatus: answer.status,
        sealedBody: seal(key, answer.body),
        createdAt: nowIso(),
      });
    },
  };
}
export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
