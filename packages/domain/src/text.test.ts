import { describe, expect, it } from 'vitest';
import { hasVisibleText, isSafeImageAddress } from './text.js';

describe('hasVisibleText', () => {
  it('sees letters in any script and nothing in invisible characters', () => {
    for (const name of ['Asha', 'लड्डू', ' a ', '😀', '1']) expect(hasVisibleText(name), name).toBe(true);
    for (const name of ['', '   ', '\u200b\u200c\u200d', '\u202e\u202c', '\u00a0\u2003', '\ufeff', '\u3164', '\u2800']) expect(hasVisibleText(name), JSON.stringify(name)).toBe(false);
  });
});

describe('isSafeImageAddress', () => {
  it('takes http(s) URLs and paths on this site only', () => {
    for (const ok of ['https://cdn.example.com/a.webp', 'http://shop.test/x.png', '/media/12.webp', '/logo.svg']) expect(isSafeImageAddress(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:image/png;base64,AA', '//evil.test/x.png', '/\\evil.test', 'vbscript:x', 'file:///etc/passwd', 'x.png', 'https://'])
      expect(isSafeImageAddress(bad), bad).toBe(false);
  });
});
