import { paise } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { amountInHindiWords } from './amount-in-hindi-words.js';

describe('amountInHindiWords', () => {
  it('names rupees and paise in Hindi, in lakhs and thousands', () => {
    expect(amountInHindiWords(paise(125050))).toBe('एक हज़ार दो सौ पचास रुपये और पचास पैसे मात्र');
    expect(amountInHindiWords(paise(12345600))).toBe('एक लाख तेईस हज़ार चार सौ छप्पन रुपये मात्र');
    expect(amountInHindiWords(paise(100000))).toBe('एक हज़ार रुपये मात्र');
  });
});
