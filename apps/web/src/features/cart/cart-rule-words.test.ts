import { afterEach, describe, expect, it } from 'vitest';
import { paise, say, type CodedMessage } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { translateCoded } from '../../i18n/translate-message';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The sentences the cart and the order page show from the domain's rules, with what each must keep (in Hindi). */
const SHOWN: [CodedMessage, string[]][] = [
  [say('common.nameAndPhone'), []],
  [say('delivery.notDeliverable', '110001'), ['110001']],
  [say('delivery.pincode'), []],
  [say('businessBuyer.buyerName'), []],
  [say('offer.belowMinimum', 'DIWALI10', paise(50_000)), ['DIWALI10', '₹500']],
  [say('offer.unknown', 'That'), []],
  [say('hours.closedNow', 'tomorrow', '8:00 AM'), ['सुबह 8:00']],
  [say('rating.stars'), []],
];

describe('the cart’s and the order page’s rule sentences', () => {
  it('stay as the rules write them on an English page', () => {
    for (const [said] of SHOWN) expect(translateCoded(said)).toBe(said.message);
    expect(translateCoded(say('hours.closedNow', 'tomorrow', '8:00 AM'))).toContain('8:00 AM');
  });

  it('are said in Hindi on a Hindi page, keeping the codes and amounts they name', async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces('messages');
    for (const [said, kept] of SHOWN) {
      const sentence = said.message;
      const hindi = translateCoded(said);
      expect(hindi, sentence).toMatch(/[\u0900-\u097F]/);
      for (const part of kept) expect(hindi, sentence).toContain(part);
      expect(hindi, sentence).not.toMatch(/\b(AM|PM)\b/);
    }
  });
});
