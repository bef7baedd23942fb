import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose-language';

describe('chooseLanguage', () => {
  it('follows ?lang= over what the device chose before', () => {
    expect(chooseLanguage('?lang=hi', 'en', ['en-US'])).toEqual({ language: 'hi', fromLink: true });
    expect(chooseLanguage('?q=x&lang=en', 'hi', ['hi-IN'])).toEqual({ language: 'en', fromLink: true });
  });

  it('keeps the device’s choice over the browser’s language', () => {
    expect(chooseLanguage('', 'hi', ['en-GB'])).toEqual({ language: 'hi', fromLink: false });
  });

  it('follows the first of the browser’s languages the shop speaks on a first visit', () => {
    expect(chooseLanguage('', null, ['hi-IN', 'en'])).toEqual({ language: 'hi', fromLink: false });
    expect(chooseLanguage('', null, ['mr-IN', 'hi', 'en'])).toEqual({ language: 'hi', fromLink: false });
    expect(chooseLanguage('', null, ['en-IN'])).toEqual({ language: 'en', fromLink: false });
  });

  it('speaks English when nothing else is known and ignores a language it does not speak', () => {
    expect(chooseLanguage('?lang=fr', 'ta', ['ta-IN'])).toEqual({ language: 'en', fromLink: false });
  });
});
