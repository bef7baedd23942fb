import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { MESSAGE_GROUPS, allMessages, messageWordKey } from './message-groups.js';
import { matchMessage } from './message-match.js';
import { OFFER_MESSAGES } from './offers.js';
import { STOCK_MESSAGES } from './stock-units.js';
import { CATEGORY_MESSAGES } from './api/category.schema.js';
import { paise } from './money.js';

/** A sentence of the message as the product writes it: numbers where it counts, text where it needs text. */
function sentenceOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const make = value as (...args: unknown[]) => string;
  try {
    return make(12, 34, 56);
  } catch {
    return make('12', '34', '56');
  }
}

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

  it('knows the words of every other map, under its group', () => {
    for (const [group, map] of Object.entries(MESSAGE_GROUPS)) {
      for (const [key, value] of Object.entries(map)) expect(matchMessage(sentenceOf(value))?.key, `${group}.${key}`).toBe(`${group}.${key}`);
    }
  });

  it('finds an amount the message writes as rupees, and each branch of a message that has two', () => {
    expect(matchMessage(OFFER_MESSAGES.belowMinimum('DIWALI', paise(50000)))).toEqual({
      key: 'offer.belowMinimum',
      params: { 0: 'DIWALI', 1: '500' },
    });
    expect(matchMessage(STOCK_MESSAGES.onlyLeft('Kaju Katli', '500 g', 3))).toEqual({
      key: 'stock.onlyLeft',
      params: { 0: 'Kaju Katli', 1: '500 g', 2: '3' },
    });
    expect(matchMessage(STOCK_MESSAGES.onlyLeft('Kaju Katli', '500 g', 0))).toEqual({
      key: 'stock.soldOut',
      params: { 0: 'Kaju Katli', 1: '500 g' },
    });
    expect(matchMessage(CATEGORY_MESSAGES.categoryInUse(1))?.key).toBe('category.categoryUsedOnce');
    expect(matchMessage(CATEGORY_MESSAGES.categoryInUse(4))).toEqual({ key: 'category.categoryInUse', params: { 0: '4' } });
  });

  it('writes the English it always wrote', () => {
    expect(CATEGORY_MESSAGES.categoryInUse(1)).toBe('1 product uses this category');
    expect(CATEGORY_MESSAGES.subcategoryInUse(2)).toBe('2 products use this subcategory');
    expect(CATEGORY_MESSAGES.categoryHasSubcategories(1)).toBe('This category still has 1 subcategory; delete it first');
    expect(CATEGORY_MESSAGES.categoryHasSubcategories(3)).toBe('This category still has 3 subcategories; delete them first');
    expect(STOCK_MESSAGES.onlyLeft('Kaju Katli', '500 g', 0)).toBe('Kaju Katli (500 g) is sold out');
  });

  it('gives each sentence one key: no two messages say the same thing', () => {
    const sentences = allMessages().map(([, value]) => sentenceOf(value));
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('knows the steps and days a message puts in, as written or in lower case, and nothing else', () => {
    expect(messageWordKey('Ready for pickup')).toBe('words.orderStep.ready');
    expect(messageWordKey('completed')).toBe('words.orderStep.completed');
    expect(messageWordKey('Monday')).toBe('words.day.monday');
    expect(messageWordKey('tomorrow')).toBe('words.day.tomorrow');
    expect(messageWordKey('PENDING')).toBeNull();
    expect(messageWordKey('Kaju Katli')).toBeNull();
  });

  it('is null for words that are not the product’s', () => {
    expect(matchMessage('The gateway said no')).toBeNull();
  });
});
