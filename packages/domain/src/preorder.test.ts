import { describe, expect, it } from 'vitest';
import { checkPreorderDate, preorderDates, preorderLabel } from './preorder.js';
import { preorderFieldSchema } from './preorder-schema.js';
import { PREORDER_MESSAGES } from './preorder-messages.js';
import { checkFulfilment } from './delivery.js';

const kaju = { name: 'Kaju Katli Box', nameHi: 'काजू कतली डिब्बा', preorder: { from: '2026-10-29', until: '2026-11-02' } };
const hamper = { name: 'Diwali Hamper', preorder: { from: '2026-10-25' } };
const today = '2026-10-20';

describe('pre-order dates', () => {
  it('labels a pre-order with the day it is ready', () => {
    expect(preorderLabel({ from: '2026-10-29' })).toBe('Pre-order · ready from 29 Oct');
  });

  it('takes a date inside the window, and refuses one outside saying the dates', () => {
    expect(checkPreorderDate([kaju], '2026-10-29', today)).toBeNull();
    expect(checkPreorderDate([kaju], '2026-11-02', today)).toBeNull();
    for (const date of ['2026-10-28', '2026-11-03', undefined, '', 'soon']) {
      expect(checkPreorderDate([kaju], date, today)).toEqual({
        code: 'preorder.chooseBetween',
        params: { name: 'Kaju Katli Box', from: '2026-10-29', until: '2026-11-02', nameHi: 'काजू कतली डिब्बा' },
        message: 'Kaju Katli Box is a pre-order: choose a date from 29 Oct to 2 Nov',
      });
    }
  });

  it('has no end without an until, even beyond the ordinary 14 days', () => {
    expect(checkPreorderDate([hamper], '2026-12-25', today)).toBeNull();
    expect(checkPreorderDate([hamper], '2026-10-24', today)?.message).toBe('Diwali Hamper is a pre-order: choose a date from 25 Oct');
  });

  it('counts from today once the from date has passed, and refuses a pre-order past its until', () => {
    expect(checkPreorderDate([kaju], '2026-10-30', '2026-10-31')?.message).toBe('Kaju Katli Box is a pre-order: choose a date from 31 Oct to 2 Nov');
    expect(checkPreorderDate([kaju], '2026-11-03', '2026-11-03')).toMatchObject({
      code: 'preorder.over',
      message: 'Kaju Katli Box was a pre-order until 2 Nov and can no longer be ordered',
    });
  });

  it('needs a date that suits every pre-order of the cart', () => {
    expect(preorderDates([kaju, hamper], today)).toEqual({ first: '2026-10-29', last: '2026-11-02' });
    expect(checkPreorderDate([kaju, hamper], '2026-10-30', today)).toBeNull();
    expect(checkPreorderDate([hamper, kaju], '2026-10-26', today)?.code).toBe('preorder.chooseBetween');
    const early = { name: 'Dhanteras Box', preorder: { from: '2026-10-21', until: '2026-10-23' } };
    expect(checkPreorderDate([kaju, early], '2026-10-22', today)?.message).toBe(
      'Kaju Katli Box and Dhanteras Box are pre-orders with no date in common: order them separately',
    );
    expect(preorderDates([], today)).toBeNull();
  });

  it('lets the ordinary check take the pre-order window in place of the 14 days', () => {
    const terms = { enabled: false, pincodes: [], chargePaise: 0 as never, freeFromPaise: null };
    const now = new Date('2026-10-20T06:00:00Z');
    expect(checkFulfilment({ type: 'pickup', preferredDate: '2026-12-25' }, terms, now, 'Asia/Kolkata')?.field).toBe('preferredDate');
    expect(checkFulfilment({ type: 'pickup', preferredDate: '2026-12-25' }, terms, now, 'Asia/Kolkata', { first: '2026-10-25', last: null })).toBeNull();
  });
});

describe('the pre-order field of the product form', () => {
  const parse = (value: unknown) => preorderFieldSchema.safeParse(value);
  it('reads an object or JSON text; blank or null clears; until is optional', () => {
    expect(parse({ from: '2026-10-29', until: '2026-11-02' }).data).toEqual({ from: '2026-10-29', until: '2026-11-02' });
    expect(parse('{"from":"2026-10-29"}').data).toEqual({ from: '2026-10-29' });
    expect(parse('{"from":"2026-10-29","until":""}').data).toEqual({ from: '2026-10-29' });
    expect(parse('').data).toBeNull();
    expect(parse(null).data).toBeNull();
    expect(parse(undefined).data).toBeUndefined();
  });
  it('refuses bad dates and an until before from, at the field', () => {
    const issue = (value: unknown) => parse(value).error?.issues[0];
    expect(issue('{from')).toMatchObject({ message: PREORDER_MESSAGES.notJson });
    expect(issue({ from: '2026-02-30' })).toMatchObject({ message: PREORDER_MESSAGES.from, path: ['from'] });
    expect(issue({ until: '2026-11-02' })).toMatchObject({ message: PREORDER_MESSAGES.from, path: ['from'] });
    expect(issue({ from: '2026-10-29', until: '2 Nov' })).toMatchObject({ message: PREORDER_MESSAGES.until, path: ['until'] });
    expect(issue({ from: '2026-10-29', until: '2026-10-28' })).toMatchObject({ message: PREORDER_MESSAGES.untilBeforeFrom, path: ['until'] });
  });
});
