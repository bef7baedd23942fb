import { afterEach, describe, expect, it } from 'vitest';
import { BUSINESS_BUYER_MESSAGES, DELIVERY_MESSAGES, HOURS_MESSAGES, MESSAGES, OFFER_MESSAGES, RATING_MESSAGES, paise } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/translate-message';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The sentences the cart and the order page show from the domain's rules, with what each must keep (in Hindi). */
const SHOWN: [string, string[]][] = [
  [MESSAGES.nameAndPhone, []],
  [DELIVERY_MESSAGES.notDeliverable('110001'), ['110001']],
  [DELIVERY_MESSAGES.pincode, []],
  [BUSINESS_BUYER_MESSAGES.buyerName, []],
  [OFFER_MESSAGES.belowMinimum('DIWALI10', paise(50_000)), ['DIWALI10', '₹500']],
  [OFFER_MESSAGES.unknown('That'), []],
  [HOURS_MESSAGES.closedNow('tomorrow', '8:00 AM'), ['सुबह 8:00']],
  [RATING_MESSAGES.stars, []],
];

describe('the cart’s and the order page’s rule sentences', () => {
  it('stay as the rules write them on an English page', () => {
    for (const [sentence] of SHOWN) expect(translateMessage(sentence)).toBe(sentence);
    expect(translateMessage(HOURS_MESSAGES.closedNow('tomorrow', '8:00 AM'))).toContain('8:00 AM');
  });

  it('are said in Hindi on a Hindi page, keeping the codes and amounts they name', async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces('messages');
    for (const [sentence, kept] of SHOWN) {
      const hindi = translateMessage(sentence);
      expect(hindi, sentence).toMatch(/[\u0900-\u097F]/);
      for (const part of kept) expect(hindi, sentence).toContain(part);
      expect(hindi, sentence).not.toMatch(/\b(AM|PM)\b/);
    }
    expect(translateMessage('Failed to fetch')).toBe('Failed to fetch');
  });
});
