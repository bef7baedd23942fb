import { describe, expect, it } from 'vitest';
import { unitInLanguage } from './unit-words.js';

describe('unitInLanguage', () => {
  it('says the demo shop’s units and packs in Hindi on a Hindi page', () => {
    const hindi = (label: string) => unitInLanguage(label, 'hi');
    expect(hindi('piece')).toBe('पीस');
    expect(hindi('1 piece')).toBe('1 पीस');
    expect(hindi('200 g packet')).toBe('200 g पैकेट');
    expect(hindi('250 g box')).toBe('250 g डिब्बा');
    expect(hindi('500 ml jar')).toBe('500 ml जार');
    expect(hindi('1 litre bottle')).toBe('1 लीटर बोतल');
    expect(hindi('5 kg bag')).toBe('5 kg थैला');
    expect(hindi('Box of 6')).toBe('6 का डिब्बा');
    expect(hindi('Pack of 3')).toBe('3 का पैक');
    expect(hindi('250 g')).toBe('250 g');
  });

  it('leaves English as it is, and a label with the shop’s own words as typed', () => {
    expect(unitInLanguage('Box of 6', 'en')).toBe('Box of 6');
    expect(unitInLanguage('piece', 'en')).toBe('piece');
    expect(unitInLanguage('Diwali gift box', 'hi')).toBe('Diwali gift box');
    expect(unitInLanguage('थाली', 'hi')).toBe('थाली');
  });
});
