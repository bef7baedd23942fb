import { describe, expect, it } from 'vitest';
import { DEVICE_DEVANAGARI_FONTS, devanagariFontSources } from './devanagari-font';

describe('the Devanagari font’s sources', () => {
  const sources = devanagariFontSources('/assets/noto-sans-devanagari-devanagari-400-normal-Ab1.woff2').split(', ');

  it('tries the device’s own Devanagari font first, under the names Android, Apple and Windows ship it', () => {
    expect(sources.slice(0, -1)).toEqual(DEVICE_DEVANAGARI_FONTS.map((name) => `local("${name}")`));
    for (const name of ['NotoSansDevanagari-Regular', 'KohinoorDevanagari-Regular', 'Nirmala UI'])
      expect(DEVICE_DEVANAGARI_FONTS).toContain(name);
  });

  it('downloads the web font only last, where the device has none', () => {
    expect(sources.at(-1)).toBe('url("/assets/noto-sans-devanagari-devanagari-400-normal-Ab1.woff2") format("woff2")');
  });
});
