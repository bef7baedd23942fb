import { describe, expect, it } from 'vitest';
import { paise } from '../money.js';
import { ean13CheckDigit, isEan13, readScaleLabel, sameItemCode } from './scale-label.js';
import { isCounterWeight, priceForWeight, pricePerKgOf, weightLabel } from './weight-price.js';
import { settlePayments } from './counter-payments.js';

const label = (first12: string) => `${first12}${ean13CheckDigit(first12)}`;

describe('scale labels', () => {
  it('checks an EAN-13 by its check digit', () => {
    expect(isEan13('4006381333931')).toBe(true);
    expect(isEan13('4006381333932')).toBe(false);
    expect(isEan13('400638133393')).toBe(false);
  });

  it('reads the item code and the grams by the shop layout', () => {
    expect(readScaleLabel(label('200123400350'))).toEqual({ itemCode: '01234', grams: 350 });
    expect(readScaleLabel(label('290123001250'), { itemDigits: 4 })).toEqual({ itemCode: '0123', grams: 1250 });
    expect(readScaleLabel(label('270001201250'), { itemDigits: 5 })).toEqual({ itemCode: '00012', grams: 1250 });
  });

  it('refuses a code that is no scale label', () => {
    expect(readScaleLabel(label('400123400350'))).toBeNull(); // prefix outside 20–29
    expect(readScaleLabel('2001234003509')).toBeNull(); // wrong check digit
    expect(readScaleLabel(label('200123400000'))).toBeNull(); // no weight
    expect(readScaleLabel('20012340035')).toBeNull();
  });

  it('compares item codes without leading zeros', () => {
    expect(sameItemCode('01234', '1234')).toBe(true);
    expect(sameItemCode('01234', '1235')).toBe(false);
    expect(sameItemCode('01234', 'KAJU')).toBe(false);
  });
});

describe('weights', () => {
  it('prices a weight from the price per kg to the paisa, half a paisa up', () => {
    expect(priceForWeight(paise(56000), 350)).toBe(19600);
    expect(priceForWeight(paise(49900), 333)).toBe(16617); // 16616.7
    expect(priceForWeight(paise(100), 5)).toBe(1); // 0.5 paisa rounds up
    expect(priceForWeight(paise(56000), 100_000)).toBe(5_600_000);
  });

  it('takes 1 g to 100 kg in whole grams', () => {
    expect([0, 1, 100_000, 100_001, 1.5, -3].map(isCounterWeight)).toEqual([false, true, true, false, false, false]);
  });

  it('labels a weight as the bill and the stock read it', () => {
    expect(weightLabel(350)).toBe('350 g');
    expect(weightLabel(1000)).toBe('1 kg');
    expect(weightLabel(1250)).toBe('1.25 kg');
  });

  it('finds the price per kg, else the 1 kg pack', () => {
    const packs = [
      { label: '250 g', price: paise(15000) },
      { label: '1 kg', price: paise(56000) },
    ];
    expect(pricePerKgOf({ pricePerKg: paise(58000), packs })).toBe(58000);
    expect(pricePerKgOf({ pricePerKg: null, packs })).toBe(56000);
    expect(pricePerKgOf({ pricePerKg: null, packs: [{ label: 'Box of 12', price: paise(30000) }] })).toBeNull();
  });
});

describe('counter payments', () => {
  const total = paise(19600);
  it('is paid when the parts come to the total, with change from cash only', () => {
    expect(settlePayments(total, [{ method: 'cash', amount: paise(50000) }])).toEqual({ paid: true, change: 30400 });
    expect(
      settlePayments(total, [
        { method: 'upi', amount: paise(10000) },
        { method: 'cash', amount: paise(9600) },
      ]),
    ).toEqual({ paid: true, change: 0 });
    expect(
      settlePayments(total, [
        { method: 'card', amount: paise(9600) },
        { method: 'cash', amount: paise(20000) },
      ]),
    ).toEqual({ paid: true, change: 10000 });
  });

  it('refuses parts that fall short, none, or more than the bill by card or UPI', () => {
    expect(settlePayments(total, [])).toMatchObject({ paid: false, problem: 'none' });
    expect(settlePayments(total, [{ method: 'cash', amount: paise(19500) }])).toMatchObject({
      paid: false,
      problem: 'short',
      given: 19500,
    });
    expect(settlePayments(total, [{ method: 'upi', amount: paise(20000) }])).toMatchObject({ paid: false, problem: 'over' });
  });
});
