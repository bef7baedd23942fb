/** Characters that take no room on screen: spaces of every kind, zero-width and direction marks, fillers. */
const INVISIBLE = /[\s\p{Cf}\p{Zs}\u115f\u1160\u3164\uffa0\u2800]/gu;

/**
 * True when `value` shows something: `hasVisibleText('Asha')` is true; `hasVisibleText('\u200b \u202e')` is
 * false, so a name made only of invisible characters reads as blank.
 */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '') !== '';
}

/**
 * A picture address the shop will show: an http(s) URL, or a path on this site (`/media/…`).
 * `isSafeImageAddress('javascript:alert(1)')` is false, and so is a protocol-relative `//host/x.png`.
 */
export function isSafeImageAddress(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
