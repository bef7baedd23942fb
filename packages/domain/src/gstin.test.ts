import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin } from './gstin.js';

describe('GSTIN', () => {
  it('accepts published GSTINs whose check character matches', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) expect(isValidGstin(gstin), gstin).toBe(true);
  });

  it('refuses any single changed check character', () => {
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const c of chars) if (c !== 'V') expect(isValidGstin(`27AAPFU0939F1Z${c}`), c).toBe(false);
  });

  it('catches a changed or swapped character before the check character', () => {
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isValidGstin('72AAPFU0939F1ZV')).toBe(false);
  });

  it('refuses the wrong shape: length, lower case, PAN letters and digits, the Z', () => {
    for (const bad of ['', '27AAPFU0939F1Z', '27AAPFU0939F1ZVX', '27aapfu0939f1zv', '271APFU0939F1ZV', '27AAPFU0939F1YV', '27AAPFU0939F0ZV'])
      expect(isValidGstin(bad), bad).toBe(false);
  });

  it('computes the check character of a constructed number', () => {
    const first14 = '24ABCDE1234F1Z';
    expect(isValidGstin(first14 + gstinCheckCharacter(first14))).toBe(true);
  });
});
