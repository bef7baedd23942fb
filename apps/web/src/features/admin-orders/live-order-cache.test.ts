import { NOT_PAID, type AdminOrder, type OrderStatus } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { mergeOrder } from './live-order-cache';

const ORDER_STEP_OF = { 0: 'pending', 1: 'completed', 2: 'cancelled' } as const;

const order = (id: number, orderStatus: OrderStatus = 0): AdminOrder => ({
  id,
  customerName: `Customer ${id}`,
  customerMobile: '9876543210',
  orderDate: '2025-01-15T10:30:00Z',
  orderStatus,
  status: ORDER_STEP_OF[orderStatus],
  history: [],
  fulfilment: { type: 'pickup', deliveryCharge: 0 },
  items: [],
  orderTotal: 1000,
  paid: false,
  payment: { ...NOT_PAID, flag: null },
});
const ids = (list: AdminOrder[]) => list.map((o) => `${o.id}:${o.orderStatus}`);
const all = { status: null, search: '' };

describe('mergeOrder', () => {
  it('puts a new order first, or where its id belongs when events come out of order', () => {
    expect(ids(mergeOrder([order(5), order(3)], all, order(6)))).toEqual(['6:0', '5:0', '3:0']);
    expect(ids(mergeOrder([order(6), order(3)], all, order(5)))).toEqual(['6:0', '5:0', '3:0']);
    expect(ids(mergeOrder([], all, order(1)))).toEqual(['1:0']);
  });

  it('updates a known order in place, and takes it out of a list of its old status', () => {
    expect(ids(mergeOrder([order(5), order(3)], all, order(3, 1)))).toEqual(['5:0', '3:1']);
    expect(ids(mergeOrder([order(5), order(3)], { status: 0, search: '' }, order(5, 2)))).toEqual(['3:0']);
  });

  it('leaves out a new order a list would not show: another status, or a search the server decides', () => {
    expect(ids(mergeOrder([order(3, 1)], { status: 'completed', search: '' }, order(6)))).toEqual(['3:1']);
    expect(ids(mergeOrder([order(3)], { status: null, search: 'asha' }, order(6)))).toEqual(['3:0']);
  });

  it('shows a new order in a list of its fulfilment and preferred date only; a day placed is left to the server', () => {
    const delivered = { ...order(6), fulfilment: { type: 'delivery' as const, pincode: '110006', preferredDate: '2025-01-17', deliveryCharge: 40 } };
    expect(ids(mergeOrder([order(3)], { ...all, fulfilment: 'delivery' }, delivered))).toEqual(['6:0', '3:0']);
    expect(ids(mergeOrder([order(3)], { ...all, fulfilment: 'pickup' }, delivered))).toEqual(['3:0']);
    expect(ids(mergeOrder([order(3)], { ...all, preferredDate: '2025-01-17' }, delivered))).toEqual(['6:0', '3:0']);
    expect(ids(mergeOrder([order(3)], { ...all, preferredDate: '2025-01-18' }, delivered))).toEqual(['3:0']);
    expect(ids(mergeOrder([order(3)], { ...all, placedOn: '2025-01-15' }, delivered))).toEqual(['3:0']);
  });
});
