import { describe, expect, it } from 'vitest';
import { readMyOrders, rememberOrder } from './my-orders';

const order = (id: number) => ({ id, accessKey: `key-${id}`, date: '2025-01-15T10:30:00.000Z', total: 1200 });

describe('my orders', () => {
  it('remembers orders newest first in localStorage.myOrders', () => {
    rememberOrder(order(1));
    rememberOrder(order(2));
    expect(readMyOrders()).toEqual([order(2), order(1)]);
    expect(JSON.parse(localStorage.getItem('myOrders') ?? '')).toEqual([order(2), order(1)]);
  });

  it('keeps one entry per order and at most twenty', () => {
    for (let id = 1; id <= 25; id++) rememberOrder(order(id));
    rememberOrder(order(25));
    const ids = readMyOrders().map((o) => o.id);
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe(25);
    expect(new Set(ids).size).toBe(20);
  });

  it('skips malformed entries and unreadable storage', () => {
    localStorage.setItem('myOrders', JSON.stringify([order(3), { id: 'x' }, null, { ...order(4), accessKey: '' }]));
    expect(readMyOrders()).toEqual([order(3)]);
    localStorage.setItem('myOrders', 'not json');
    expect(readMyOrders()).toEqual([]);
  });
});
