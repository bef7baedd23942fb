import { describe, expect, it } from 'vitest';
import { paise } from './money.js';
import { discountedItemsProblem, offerDiscount, offerProblem, offerState, OFFER_MESSAGES, spreadDiscount, type OfferTerms } from './offers.js';

const offer = (over: Partial<OfferTerms> = {}): OfferTerms => ({
  code: 'DIWALI',
  type: 'percent',
  value: 10,
  minOrderPaise: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerMobile: null,
  active: true,
  uses: 0,
  ...over,
});
// 2026-11-08 10:00 in Kolkata.
const at = { now: new Date('2026-11-08T04:30:00Z'), timeZone: 'Asia/Kolkata', itemsTotal: paise(100_000), mobileUses: 0 };

describe('offers', () => {
  it('take a percentage to the paisa (half up) or a flat amount never above the items', () => {
    expect(offerDiscount({ type: 'percent', value: 15 }, paise(179_010))).toBe(26_852);
    expect(offerDiscount({ type: 'flat', value: 20_000 }, paise(12_345))).toBe(12_345);
  });

  it('say which rule is broken', () => {
    expect(offerProblem(offer(), at)).toBeNull();
    expect(offerProblem(offer({ active: false }), at)?.message).toMatch(/not running/);
    expect(offerProblem(offer({ startsAt: '2026-11-08T11:00' }), at)?.message).toMatch(/starts on 2026-11-08 at 11:00/);
    expect(offerProblem(offer({ endsAt: '2026-11-07' }), at)?.message).toMatch(/expired/);
    expect(offerProblem(offer({ endsAt: '2026-11-08' }), at)).toBeNull(); // a date alone ends at its last minute
    expect(offerProblem(offer({ minOrderPaise: paise(150_000) }), at)?.message).toBe('The offer DIWALI needs items worth at least ₹1500');
    expect(offerProblem(offer({ maxUses: 3, uses: 3 }), at)?.message).toMatch(/fully used/);
    expect(offerProblem(offer({ maxUsesPerMobile: 1 }), { ...at, mobileUses: 1 })?.message).toMatch(/this mobile number/);
  });

  it('spread a discount over lines in proportion, adding up exactly', () => {
    expect(spreadDiscount(paise(100), [paise(200), paise(100)])).toEqual([67, 33]);
    const shares = spreadDiscount(paise(26_852), [paise(166_665), paise(12_345)]);
    expect(shares).toEqual([25_000, 1_852]);
    expect(spreadDiscount(paise(1), [paise(1), paise(1), paise(1)]).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('counts the minimum order after the discount, and never lets an offer make an order free', () => {
    expect(discountedItemsProblem('DIWALI', paise(120_000), paise(24_000), paise(100_000))?.message).toBe(
      OFFER_MESSAGES.belowOrderMinimum('DIWALI', paise(100_000)),
    );
    expect(discountedItemsProblem('DIWALI', paise(130_000), paise(26_000), paise(100_000))).toBeNull();
    expect(discountedItemsProblem('FLAT', paise(10_000), paise(10_000), paise(0))?.message).toBe(OFFER_MESSAGES.free('FLAT'));
    expect(OFFER_MESSAGES.belowOrderMinimum('DIWALI', paise(100_000))).toBe(
      'With the offer DIWALI the order comes to less than our minimum order of ₹1000: add a little more',
    );
  });

  it('says where an offer stands: running, paused, not started, past its end, or used up', () => {
    const now = new Date('2026-12-05T06:30:00Z'); // 12:00 in Kolkata
    const state = (over: Partial<OfferTerms>) => offerState(offer(over), now, 'Asia/Kolkata');
    expect(state({})).toBe('running');
    expect(state({ active: false })).toBe('paused');
    expect(state({ startsAt: '2026-12-06' })).toBe('scheduled');
    expect(state({ endsAt: '2026-12-04' })).toBe('expired');
    expect(state({ endsAt: '2026-12-05T11:59' })).toBe('expired');
    expect(state({ endsAt: '2026-12-05' })).toBe('running');
    expect(state({ maxUses: 10, uses: 10 })).toBe('usedUp');
    expect(state({ maxUses: 10, uses: 9 })).toBe('running');
  });
});
