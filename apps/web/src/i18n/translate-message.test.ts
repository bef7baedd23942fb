import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@halwai/domain';
import { i18n } from './i18n';
import { translateMessage } from './translate-message';

describe('translateMessage', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('leaves the product’s English words as they are on an English page', () => {
    expect(translateMessage(MESSAGES.mobileInvalid)).toBe(MESSAGES.mobileInvalid);
  });

  it('says them in Hindi on a Hindi page, with what was put into them', async () => {
    await i18n.changeLanguage('hi');
    expect(translateMessage(MESSAGES.mobileInvalid)).toBe('10 अंकों का सही मोबाइल नंबर डालें');
    expect(translateMessage(MESSAGES.itemGone('Kaju Katli'))).toBe('Kaju Katli अब नहीं बिकता');
    expect(translateMessage(MESSAGES.minimumOrder(1000))).toBe('ऑर्डर कम से कम ₹1000 का होना चाहिए');
  });

  it('shows words that are not the product’s as they came', async () => {
    await i18n.changeLanguage('hi');
    expect(translateMessage('Gateway said no')).toBe('Gateway said no');
  });
});
