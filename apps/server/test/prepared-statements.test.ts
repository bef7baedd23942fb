import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { prepareOnce } from '../src/db/prepared-statements.js';
import { inTransaction } from '../src/db/transaction.js';
import { createIdempotencyRepository } from '../src/modules/idempotency/idempotency.repository.js';
import { ENGINES, useTestApp } from './support/test-app.js';

describe('statements prepared once', () => {
  it('refuses a statement that reads or returns *', () => {
    expect(() => prepareOnce('select * from "orders" where "id" = $1')).toThrow(/names its columns/);
    expect(() => prepareOnce('insert into "orders" ("id") values ($1) returning *')).toThrow(/names its columns/);
    expect(() => prepareOnce('select "orders".* from "orders"')).toThrow(/names its columns/);
    expect(() => prepareOnce('select count(*) from "orders" where "total_paise" * 2 > $1')).not.toThrow();
  });
});

describe.skipIf(!ENGINES.includes('postgres'))('statements prepared once on PostgreSQL', () => {
  const t = useTestApp('postgres', { SEED_DEMO: false });
  const preparedOnThisConnection = sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`;

  it('prepares a statement compiled once the first time a connection runs it, and runs it again by name', async () => {
    const prepared = await inTransaction(t.database.db, async (trx) => {
      const keys = createIdempotencyRepository(trx);
      await keys.find('orders', 'no such key');
      expect(await keys.find('orders', 'still no such key')).toBeUndefined();
      return (await preparedOnThisConnection.execute(trx)).rows.filter((r) => r.statement.includes('"idempotency_keys"'));
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.name).toMatch(/^halwai_\d+$/);
  });

  it('keeps running once another instance adds a column to its table (a rolling upgrade)', async () => {
    const found = inTransaction(t.database.db, async (trx) => {
      const keys = createIdempotencyRepository(trx);
      const record = {
        scope: 'orders',
        keyHash: 'k',
        requestHash: 'h',
        responseStatus: 201,
        sealedBody: 'sealed',
        createdAt: '2026-11-26T00:00:00.000Z',
      };
      await keys.insert(record);
      expect(await keys.find('orders', 'k')).toEqual(record);
      // Another instance's migration; rolled back below with the rest of the transaction.
      await sql`alter table idempotency_keys add column added_later text`.execute(trx);
      const again = await keys.find('orders', 'k');
      throw Object.assign(new Error('roll back'), { again });
    });
    await expect(found).rejects.toMatchObject({ again: { responseStatus: 201, sealedBody: 'sealed' } });
  });
});
