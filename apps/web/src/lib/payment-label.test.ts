import { NOT_PAID } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { paymentLabel } from './payment-label';

describe('paymentLabel', () => {
  it('names the method of a paid order, and says when a refund is pending, failed or done', () => {
    expect(paymentLabel(NOT_PAID)).toEqual({ text: 'Not paid yet', tone: 'default' });
    const paid = { ...NOT_PAID, paid: true, method: 'upi' as const, by: 'gateway' };
    expect(paymentLabel(paid).text).toBe('Paid · UPI');
    expect(paymentLabel({ ...paid, method: null }).text).toBe('Paid · Online');
    expect(paymentLabel({ ...paid, method: 'qr', by: 'owner@shop.test' }).text).toBe('Paid · UPI QR');
    expect(paymentLabel({ ...paid, refund: { status: 'pending', id: null, error: null } }).text).toBe('Refund pending');
    expect(paymentLabel({ ...paid, refund: { status: 'failed', id: null, error: 'no' } }).text).toBe('Refund failed');
    expect(paymentLabel({ ...paid, refund: { status: 'refunded', id: 'rfnd_1', error: null } })).toEqual({ text: 'Refunded', tone: 'info' });
  });
});
