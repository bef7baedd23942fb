import { describe, expect, it } from 'vitest';
import { paise } from '@halwai/domain';
import { EMPTY_PAYMENT, paymentState, requestPayments, paymentParts, restFor, typedPaise } from './payment-entry';

const toPay = paise(19600);

describe('payment entry', () => {
  it('reads rupees as typed', () => {
    expect(typedPaise('196')).toBe(19600);
    expect(typedPaise('99.5')).toBe(9950);
    expect(typedPaise('abc')).toBe(0);
  });

  it('is complete when the parts pay the bill, with change from cash', () => {
    const cash = paymentState(toPay, { ...EMPTY_PAYMENT, cash: '500' });
    expect(cash).toMatchObject({ complete: true, outcome: { paid: true, change: 30400 } });
    expect(paymentState(toPay, { ...EMPTY_PAYMENT, cash: '100' }).complete).toBe(false);
  });

  it('counts UPI once received, and card with its reference', () => {
    const split = { ...EMPTY_PAYMENT, cash: '100', upi: '96' };
    expect(paymentState(toPay, split)).toMatchObject({ complete: false, upiWaiting: true });
    expect(paymentState(toPay, { ...split, upiReceived: true })).toMatchObject({
      complete: true,
      outcome: { paid: true, change: 0 },
    });
    const card = { ...EMPTY_PAYMENT, card: '196' };
    expect(paymentState(toPay, card)).toMatchObject({ complete: false, cardReferenceMissing: true });
    expect(paymentState(toPay, { ...card, cardReference: 'POS 11' }).complete).toBe(true);
  });

  it('gives the rest of the bill to one way, and the parts in rupees', () => {
    expect(restFor(toPay, { ...EMPTY_PAYMENT, cash: '100' }, 'upi')).toBe(9600);
    expect(restFor(toPay, { ...EMPTY_PAYMENT, cash: '500' }, 'upi')).toBe(0);
    expect(requestPayments(paymentParts({ ...EMPTY_PAYMENT, cash: '100', upi: '96', upiReceived: true }))).toEqual([
      { method: 'cash', amount: 100 },
      { method: 'upi', amount: 96 },
    ]);
  });
});
