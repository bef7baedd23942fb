import { describe, expect, it } from 'vitest';
import { feedAvailability, feedPrice, isGtin } from './feed-items.js';
import { paise } from '@halwai/domain';

const now = new Date('2026-12-06T10:00:00Z');

describe('feed availability', () => {
  it('is in stock only when customers can order the pack now', () => {
    expect(feedAvailability({ orderable: true }, now)).toBe('in_stock');
    expect(feedAvailability({ orderable: false }, now)).toBe('out_of_stock');
  });

  it('is preorder while a pre-order window is open, whatever the stock', () => {
    expect(feedAvailability({ orderable: false, preorder: { from: '2026-12-20' } }, now)).toBe('preorder');
    expect(feedAvailability({ orderable: true, preorder: { from: '2026-12-20', until: '2026-12-24' } }, now)).toBe('preorder');
    expect(feedAvailability({ orderable: false, preorder: { from: '2026-11-01', until: '2026-11-30' } }, now)).toBe('out_of_stock');
  });
});

describe('feed identifiers and prices', () => {
  it('takes only barcodes with a right check digit as GTINs', () => {
    expect(isGtin('4006381333931')).toBe(true);
    expect(isGtin('4006381333932')).toBe(false);
    expect(isGtin('96385074')).toBe(true);
    expect(isGtin('LADDU-500')).toBe(false);
  });

  it('writes prices as Google and Meta read them', () => {
    expect(feedPrice(paise(30000))).toBe('300.00 INR');
    expect(feedPrice(paise(12345))).toBe('123.45 INR');
  });
});
