import { describe, expect, it } from 'vitest';
import type { CustomerOrder } from '@halwai/domain';
import { listOrders } from './listed-orders';

const account = (id: number, orderDate: string, accessKey: string | null = `key-${id}`): CustomerOrder => ({
  id,
  orderDate,
  total: 1150,
  orderStatus: 0,
  status: 'confirmed',
  customerName: 'Asha',
  items: [{ productId: 1, name: 'Kaju Katli', variant: '1 kg', quantity: 1, price: 1150 }],
  accessKey,
});

describe('listOrders', () => {
  it("lists this device's orders and the mobile's once each, newest first, the server's copy winning", () => {
    const rows = listOrders(
      [
        { id: 3, accessKey: 'device-3', date: '2026-11-20T10:00:00Z', total: 1000 },
        { id: 1, accessKey: 'device-1', date: '2026-11-01T10:00:00Z', total: 1200 },
      ],
      [account(5, '2026-11-25T10:00:00Z'), account(3, '2026-11-20T10:00:00Z', null)],
    );
    expect(rows.map((r) => r.id)).toEqual([5, 3, 1]);
    expect(rows[1]).toMatchObject({ id: 3, total: 1150, accessKey: 'device-3', account: { status: 'confirmed' } });
    expect(rows[2]).toMatchObject({ id: 1, accessKey: 'device-1', account: null });
    expect(rows[0]!.accessKey).toBe('key-5');
  });

  it("is this device's list alone when nobody is signed in", () => {
    expect(listOrders([{ id: 2, accessKey: 'k', date: '2026-11-20T10:00:00Z', total: 1000 }]).map((r) => r.id)).toEqual([2]);
  });
});
