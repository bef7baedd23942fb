import { afterEach, describe, expect, it } from 'vitest';
import { BUSINESS_BUYER_MESSAGES, DELIVERY_MESSAGES, HOURS_MESSAGES, MESSAGES, OFFER_MESSAGES, paise } from '@halwai/domain';
import { i18n } from '../../i18n/i18n';
import { translateRule } from './rule-words';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('translateRule', () => {
  it('leaves the rules’ English words as they are on an English page', () => {
    expect(translateRule(DELIVERY_MESSAGES.notDeliverable('110001'))).toBe("We don't deliver to 110001 yet. Choose pickup or call us.");
    expect(translateRule(MESSAGES.mobileInvalid)).toBe(MESSAGES.mobileInvalid);
  });

  it('says MESSAGES and the cart’s own rules in Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    expect(translateRule(MESSAGES.nameAndPhone)).toBe('सही नाम और फ़ोन नंबर डालें!');
    expect(translateRule(DELIVERY_MESSAGES.notDeliverable('110001'))).toBe('हम अभी 110001 पर डिलीवरी नहीं करते। पिकअप चुनें या हमें फ़ोन करें।');
    expect(translateRule(DELIVERY_MESSAGES.pincode)).toBe('6 अंकों का पिनकोड डालें');
    expect(translateRule(BUSINESS_BUYER_MESSAGES.buyerName)).toBe('इस GSTIN पर रजिस्टर व्यवसाय का नाम डालें');
    expect(translateRule(OFFER_MESSAGES.belowMinimum('DIWALI10', paise(50_000)))).toBe('ऑफ़र DIWALI10 के लिए कम से कम ₹500 का सामान चाहिए');
    expect(translateRule(OFFER_MESSAGES.unknown('That'))).toBe('यह कोई सही ऑफ़र कोड नहीं है');
    expect(translateRule(OFFER_MESSAGES.notStarted('NEWYEAR', '2027-01-01T09:00'))).toBe('ऑफ़र NEWYEAR 2027-01-01, 09:00 से शुरू होगा');
    expect(translateRule(HOURS_MESSAGES.closedNow('tomorrow', '8:00 AM'))).toBe('अभी दुकान बंद है। हम कल 8:00 AM पर खुलेंगे।');
    expect(translateRule(HOURS_MESSAGES.closedNow('Monday', '8:00 AM'))).toBe('अभी दुकान बंद है। हम सोमवार 8:00 AM पर खुलेंगे।');
    // Words that are none of the rules' stay as they are.
    expect(translateRule('Failed to fetch')).toBe('Failed to fetch');
  });
});
