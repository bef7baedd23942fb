import { describe, expect, it } from 'vitest';
import {
  checkFulfilment,
  dayInZoneAsUtc,
  deliveryCharge,
  isPreferredDateAllowed,
  isValidPincode,
  isValidPincodePattern,
  pincodeMatches,
  preferredDateWindow,
  type DeliveryTerms,
} from './delivery.js';
import { paise } from './money.js';

const terms: DeliveryTerms = { enabled: true, pincodes: ['110001', '1100*', '4000*'], chargePaise: paise(4000), freeFromPaise: paise(50000) };
const IST = 'Asia/Kolkata';

describe('pincodes', () => {
  it('are 6 digits, the first not 0', () => {
    expect(isValidPincode('110001')).toBe(true);
    for (const bad of ['011000', '11000', '1100011', '11000a', ' 110001', '']) expect(isValidPincode(bad)).toBe(false);
  });

  it('patterns are full pincodes or prefixes ending in *', () => {
    for (const good of ['110001', '1100*', '1*', '11000*']) expect(isValidPincodePattern(good)).toBe(true);
    for (const bad of ['110001*', '*', '0110*', '11*0', '1100', 'abc*']) expect(isValidPincodePattern(bad)).toBe(false);
  });

  it('match exactly or by prefix', () => {
    expect(pincodeMatches('110001', ['110001'])).toBe(true);
    expect(pincodeMatches('110099', ['1100*'])).toBe(true);
    expect(pincodeMatches('110101', ['1100*'])).toBe(false);
    expect(pincodeMatches('110002', ['110001'])).toBe(false);
    expect(pincodeMatches('1100', ['1100*'])).toBe(false);
    expect(pincodeMatches('400050', [])).toBe(false);
  });
});

describe('deliveryCharge', () => {
  it('is the charge below the free-delivery value and nothing from it on', () => {
    expect(deliveryCharge(paise(49999), terms)).toBe(4000);
    expect(deliveryCharge(paise(50000), terms)).toBe(0);
    expect(deliveryCharge(paise(50001), terms)).toBe(0);
  });
  it('is always the charge without a free-delivery value', () => {
    expect(deliveryCharge(paise(10_000_000), { chargePaise: paise(2500), freeFromPaise: null })).toBe(2500);
  });
});

describe('preferred date', () => {
  // 20:00 UTC on 31 Dec is already 1 Jan in India.
  const now = new Date('2026-12-31T20:00:00Z');
  it('runs from today to 14 days ahead in the shop time zone', () => {
    expect(preferredDateWindow(now, IST)).toEqual({ first: '2027-01-01', last: '2027-01-15' });
    expect(preferredDateWindow(now, 'UTC')).toEqual({ first: '2026-12-31', last: '2027-01-14' });
  });
  it('refuses dates outside the window and non-dates', () => {
    expect(isPreferredDateAllowed('2027-01-01', now, IST)).toBe(true);
    expect(isPreferredDateAllowed('2027-01-15', now, IST)).toBe(true);
    expect(isPreferredDateAllowed('2026-12-31', now, IST)).toBe(false);
    expect(isPreferredDateAllowed('2027-01-16', now, IST)).toBe(false);
    expect(isPreferredDateAllowed('2027-02-30', now, IST)).toBe(false);
    expect(isPreferredDateAllowed('tomorrow', now, IST)).toBe(false);
  });
});

describe('checkFulfilment', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('accepts pickup with no details and a serviceable delivery', () => {
    expect(checkFulfilment({ type: 'pickup' }, { ...terms, enabled: false }, now, IST)).toBeNull();
    expect(checkFulfilment({ type: 'delivery', address: '12 MG Road', pincode: '110045' }, terms, now, IST)).toBeNull();
  });
  it('names what is wrong', () => {
    expect(checkFulfilment({ type: 'delivery', address: 'x', pincode: '560001' }, terms, now, IST)?.message).toEqual({
      code: 'delivery.notDeliverable',
      params: { pincode: '560001' },
      message: "We don't deliver to 560001 yet. Choose pickup or call us.",
    });
    expect(checkFulfilment({ type: 'delivery', address: ' ', pincode: '110001' }, terms, now, IST)?.field).toBe('address');
    expect(checkFulfilment({ type: 'delivery', address: 'x', pincode: '11001' }, terms, now, IST)?.field).toBe('pincode');
    expect(checkFulfilment({ type: 'delivery', address: 'x', pincode: '110001' }, { ...terms, enabled: false }, now, IST)?.field).toBe('type');
    expect(checkFulfilment({ type: 'pickup', preferredDate: '2026-12-31' }, terms, now, IST)?.field).toBe('preferredDate');
  });
});

describe('dayInZoneAsUtc', () => {
  it('gives the UTC span of a shop-zone day', () => {
    expect(dayInZoneAsUtc('2026-11-23', IST)).toEqual({ start: '2026-11-22T18:30:00.000Z', end: '2026-11-23T18:30:00.000Z' });
    expect(dayInZoneAsUtc('2026-11-23', 'UTC')).toEqual({ start: '2026-11-23T00:00:00.000Z', end: '2026-11-24T00:00:00.000Z' });
    // A day on which New York leaves daylight saving time lasts 25 hours.
    expect(dayInZoneAsUtc('2026-11-01', 'America/New_York')).toEqual({ start: '2026-11-01T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z' });
  });
});
