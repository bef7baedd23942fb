import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { matchMessage } from './message-match.js';

describe('matchMessage', () => {
  it('knows a fixed sentence by its key', () => {
    expect(matchMessage(MESSAGES.mobileInvalid)).toEqual({ key: 'mobileInvalid', params: {} });
  });

  it('takes the arguments out of a sentence made by a function', () => {
    expect(matchMessage(MESSAGES.itemGone('Kaju Katli'))).toEqual({ key: 'itemGone', params: { 0: 'Kaju Katli' } });
    expect(matchMessage(MESSAGES.priceChanged('Rasgulla', '1 kg'))).toEqual({
      key: 'priceChanged',
      params: { 0: 'Rasgulla', 1: '1 kg' },
    });
  });

  it('reads a number argument, whole or with paise', () => {
    expect(matchMessage(MESSAGES.minimumOrder(1000))).toEqual({ key: 'minimumOrder', params: { 0: '1000' } });
    expect(matchMessage(MESSAGES.minimumOrder(99.5))).toEqual({ key: 'minimumOrder', params: { 0: '99.50' } });
  });

  it('knows every message the product has', () => {
    for (const [key, value] of Object.entries(MESSAGES)) {
      const sentence = typeof value === 'function' ? (value as (...a: number[]) => string)(12, 34) : value;
      expect(matchMessage(sentence)?.key, key).toBe(key);
    }
  });

  it('is null for words that are not the product’s', () => {
    expect(matchMessage('The gateway said no')).toBeNull();
  });
});
