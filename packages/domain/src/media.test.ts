import { describe, expect, it } from 'vitest';
import { isMediaWidth, mediaSrcSet, MEDIA_WIDTHS } from './media.js';

describe('mediaSrcSet', () => {
  it("lists each of the server's widths of a stored picture", () => {
    const url = '/media/0123456789abcdef0123456789abcdef.webp';
    expect(mediaSrcSet(url)).toBe(MEDIA_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', '));
  });

  it('leaves every other address alone', () => {
    for (const url of ['', '/logo.svg', 'https://cdn.example/x.webp', '/media/besan.webp', '/media/0123456789abcdef0123456789abcdef.webp?w=320']) {
      expect(mediaSrcSet(url), url).toBeUndefined();
    }
  });

  it('knows the widths it offers', () => {
    expect(MEDIA_WIDTHS.every(isMediaWidth)).toBe(true);
    expect([0, 300, 1201, 2400].some(isMediaWidth)).toBe(false);
  });
});
