import { describe, expect, it } from 'vitest';
import { MAX_ID, isId, parseId } from './ids.js';

describe('ids', () => {
  it('accepts positive 32-bit integers only', () => {
    expect(isId(1)).toBe(true);
    expect(isId(MAX_ID)).toBe(true);
    expect(isId(0)).toBe(false);
    expect(isId(MAX_ID + 1)).toBe(false);
    expect(isId(1.5)).toBe(false);
  });

  it('parses path text that can name a row, and nothing else', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('0042')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    for (const raw of ['', '0', '-1', '4.5', 'abc', '1e3', '2147483648', '99999999999', ' 7']) expect(parseId(raw)).toBeNull();
  });
});
