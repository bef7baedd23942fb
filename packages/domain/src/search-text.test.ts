import { describe, expect, it } from 'vitest';
import { foldForSearch, transliterateDevanagari } from './search-text.js';

describe('foldForSearch', () => {
  it.each([
    [['Laddoo', 'laddu', 'ladoo', 'LADDOO', 'लड्डू'], 'ladu'],
    [['Rasgulla', 'rasgula', 'rassgulla'], 'rasgula'],
    [['Namkeen', 'namkin'], 'namkin'],
    [['Kachori', 'kachauri', 'kachouri'], 'kacori'],
    [['Bhujia', 'bujia'], 'bujia'],
    [['Kaju Katli', 'kaaju katlee'], 'kaju katli'],
  ])('%j all fold to %s', (spellings, folded) => {
    for (const spelling of spellings) expect(foldForSearch(spelling), spelling).toBe(folded);
  });

  it('drops accents and punctuation', () => {
    expect(foldForSearch('Crème  Rasmalai!')).toBe('creme rasmalai');
  });
});

describe('transliterateDevanagari', () => {
  it('writes Hindi the way it is typed in Latin letters', () => {
    expect(transliterateDevanagari('लड्डू')).toBe('laddoo');
    expect(transliterateDevanagari('रसगुल्ला')).toBe('rasgullaa');
    expect(foldForSearch('मिठाई')).toBe(foldForSearch('mithai'));
    expect(transliterateDevanagari('काजू कतली')).toBe('kaajoo katlee');
  });

  it('leaves Latin text alone', () => {
    expect(transliterateDevanagari('Kaju Katli')).toBe('Kaju Katli');
  });
});
