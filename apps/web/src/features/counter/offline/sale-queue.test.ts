import { describe, expect, it } from 'vitest';
import type { CounterSale, CounterSaleRequest } from '@halwai/domain';
import { ApiError } from '../../../lib/api-client';
import { counterDb } from './counter-db';
import type { QueuedSale } from './queued-sale';
import { receiptOf } from './queued-sale';
import { forgetOldSent, keepSale, keptSales, retrySale, sendWaiting, KEEP_SENT_MS, type SendSale } from './sale-queue';

const request = (productId: number): CounterSaleRequest => ({
  lines: [{ productId, variant: '500 g', quantity: 1 }],
  payments: [{ method: 'cash', amount: 200 }],
});

const bill: QueuedSale['bill'] = {
  orderDate: '2026-12-05T10:00:00.000Z',
  customerName: '',
  items: [{ name: 'Besan Ladoo', variant: '500 g', quantity: 1, price: 200 }],
  orderTotal: 200,
  payments: [{ method: 'cash', amount: 200 }],
  change: 0,
};

const keep = async (key: string, madeAt: number, productId = 1) =>
  keepSale(await counterDb(), { key, madeAt, request: request(productId), bill });

/** A server that numbers each key once, as the real one does with Idempotency-Key. */
function fakeServer() {
  const stored = new Map<string, CounterSale>();
  const seen: string[] = [];
  let down = false;
  const refuse = new Set<number>();
  const send: SendSale = async (req, key) => {
    seen.push(key);
    if (down) throw new TypeError('Failed to fetch');
    const productId = req.lines[0]!.productId;
    if (refuse.has(productId))
      throw new ApiError({
        status: 400,
        title: 'Bad Request',
        message: 'No such item',
        fieldErrors: { 'lines.0.productId': ['No such item'] },
      });
    if (!stored.has(key))
      stored.set(key, { id: stored.size + 1, invoiceNumber: `INV/${stored.size + 1}`, accessKey: 'secret' } as CounterSale);
    return stored.get(key)!;
  };
  return {
    send,
    stored,
    seen,
    set down(value: boolean) {
      down = value;
    },
    refuse,
  };
}

describe('the counter’s sales kept on the device', () => {
  it('sends the waiting sales oldest first, each once, and keeps the server’s invoice', async () => {
    const server = fakeServer();
    await keep('b', 2000);
    await keep('a', 1000);
    const db = await counterDb();
    expect(await sendWaiting(db, server.send)).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(server.seen).toEqual(['a', 'b']);
    const sales = await keptSales(db);
    expect(sales.map((s) => [s.key, s.state, s.sale?.invoiceNumber])).toEqual([
      ['a', 'sent', 'INV/1'],
      ['b', 'sent', 'INV/2'],
    ]);
    expect(receiptOf(sales[0]!).invoiceNumber).toBe('INV/1');
    // The bill's access key (the customer's link) is not kept on the device.
    expect(sales[0]!.sale).not.toHaveProperty('accessKey');
    // Nothing waits: a second round sends nothing.
    await sendWaiting(db, server.send);
    expect(server.seen).toHaveLength(2);
  });

  it('keeps every sale while the connection is down, with the same key on each try, and sends them when it returns', async () => {
    const server = fakeServer();
    server.down = true;
    await keep('first', 1000);
    await keep('second', 2000);
    const db = await counterDb();
    expect(await sendWaiting(db, server.send)).toEqual({ sent: 0, refused: 0, waiting: 2 });
    // The round stops at the oldest: no later sale overtakes it.
    expect(server.seen).toEqual(['first']);
    const waiting = await keptSales(db);
    expect(waiting.map((s) => [s.state, s.waited])).toEqual([
      ['waiting', true],
      ['waiting', undefined],
    ]);
    expect(receiptOf(waiting[0]!).invoiceNumber).toBeNull();

    server.down = false;
    expect(await sendWaiting(db, server.send)).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(server.seen).toEqual(['first', 'first', 'second']);
    expect(server.stored.size).toBe(2);
  });

  it('refuses to keep the same key twice', async () => {
    await keep('twice', 1000);
    await expect(keep('twice', 2000)).rejects.toThrow();
    expect(await keptSales(await counterDb())).toHaveLength(1);
  });

  it('sets a refused sale aside for staff and goes on with the next; tried again, it goes', async () => {
    const server = fakeServer();
    server.refuse.add(9);
    await keep('refused', 1000, 9);
    await keep('fine', 2000);
    const db = await counterDb();
    expect(await sendWaiting(db, server.send)).toEqual({ sent: 1, refused: 1, waiting: 0 });
    const [refused, fine] = await keptSales(db);
    expect(refused).toMatchObject({
      state: 'refused',
      refusal: { message: 'No such item', fields: { 'lines.0.productId': ['No such item'] } },
    });
    expect(fine!.state).toBe('sent');
    // A later round leaves it alone until staff try it again.
    await sendWaiting(db, server.send);
    expect(server.seen.filter((k) => k === 'refused')).toHaveLength(1);
    server.refuse.clear();
    await retrySale(db, 'refused');
    await sendWaiting(db, server.send);
    expect((await keptSales(db)).map((s) => s.state)).toEqual(['sent', 'sent']);
  });

  it('waits, not refuses, when the session ended or the server failed', async () => {
    const db = await counterDb();
    await keep('later', 1000);
    for (const status of [401, 429, 500, 503]) {
      const send: SendSale = () => Promise.reject(new ApiError({ status, title: '', message: 'no' }));
      expect(await sendWaiting(db, send)).toEqual({ sent: 0, refused: 0, waiting: 1 });
    }
    expect((await keptSales(db))[0]!.state).toBe('waiting');
  });

  it('forgets sent sales after a while, never waiting or refused ones', async () => {
    const server = fakeServer();
    server.refuse.add(9);
    await keep('old', 1000);
    await keep('no', 1500, 9);
    const db = await counterDb();
    await sendWaiting(db, server.send, () => 5000);
    await keep('waiting', 6000);
    await forgetOldSent(db, 5000 + KEEP_SENT_MS + 1);
    expect((await keptSales(db)).map((s) => s.key)).toEqual(['no', 'waiting']);
  });
});
