import webFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

/**
 * The names under which phones and desktops ship a Devanagari font: Android and Linux (Noto Sans
 * Devanagari, the UI cut on older Android), Apple (Kohinoor Devanagari), Windows (Nirmala UI, Mangal
 * before Windows 8). `local()` matches a face's full or PostScript name, so both are given.
 */
export const DEVICE_DEVANAGARI_FONTS = [
  'Noto Sans Devanagari Regular',
  'NotoSansDevanagari-Regular',
  'Noto Sans Devanagari UI Regular',
  'NotoSansDevanagariUI-Regular',
  'Kohinoor Devanagari Regular',
  'KohinoorDevanagari-Regular',
  'Nirmala UI',
  'NirmalaUI',
  'Mangal',
] as const;

/** Devanagari and the marks it is written with, as the web font's own subset declares it. */
const DEVANAGARI_RANGE = 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

/** The font's sources in the order the browser tries them: the device's own first, the web font last. */
export function devanagariFontSources(webFontUrl: string): string {
  const device = DEVICE_DEVANAGARI_FONTS.map((name) => `local("${name}")`);
  return [...device, `url("${webFontUrl}") format("woff2")`].join(', ');
}

let loaded: Promise<void> | undefined;

/**
 * Makes "Noto Sans Devanagari" (the last name in the theme's font stacks) draw Hindi, and resolves once it
 * can. Only Hindi pages call it. The device's own Devanagari font answers at once, without a download;
 * the web font (50 KB, one weight: the browser draws bold from it) is fetched only where the device has
 * none. Hindi text is drawn once this resolves: Chromium can keep text it drew before a downloaded font
 * arrived as empty boxes, even after it has arrived.
 */
export function loadDevanagariFont(): Promise<void> {
  loaded ??= Promise.resolve()
    .then(async () => {
      const face = new FontFace('Noto Sans Devanagari', devanagariFontSources(webFont), {
        weight: '400',
        display: 'swap',
        unicodeRange: DEVANAGARI_RANGE,
      });
      document.fonts.add(face);
      await face.load();
    })
    // Without the font the page still works: the device draws what it can.
    .catch(() => undefined);
  return loaded;
}
