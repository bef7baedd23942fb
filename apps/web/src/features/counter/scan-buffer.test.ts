import { describe, expect, it } from 'vitest';
import { createScanBuffer, isTypedCode, SCAN_KEY_GAP_MS } from './scan-buffer';

const type = (buffer: ReturnType<typeof createScanBuffer>, keys: string, start = 0) =>
  [...keys].map((key, i) => buffer.key(key === '\n' ? 'Enter' : key, start + i * 5)).filter((code) => code !== null);

describe('scan buffer', () => {
  it('answers the code a scanner types, at Enter', () => {
    expect(type(createScanBuffer(), '8901234567890\n')).toEqual(['8901234567890']);
    expect(type(createScanBuffer(), 'KAJU250\n')).toEqual(['KAJU250']);
  });

  it('forgets keys pressed long before the code', () => {
    const buffer = createScanBuffer();
    buffer.key('7', 0);
    expect(type(buffer, '12345\n', SCAN_KEY_GAP_MS + 10)).toEqual(['12345']);
  });

  it('takes no code that is too short, and restarts after any other key', () => {
    expect(type(createScanBuffer(), '123\n')).toEqual([]);
    const buffer = createScanBuffer();
    buffer.key('9', 0);
    buffer.key('Shift', 1);
    expect(type(buffer, '1234\n', 2)).toEqual(['1234']);
  });

  it('knows a code typed in the search box: digits only', () => {
    expect(isTypedCode('8901234567890')).toBe(true);
    expect(isTypedCode('kaju')).toBe(false);
    expect(isTypedCode('250')).toBe(false);
  });
});
