/** Keys further apart than this start a new code: a scanner types a whole code in a few milliseconds. */
export const SCAN_KEY_GAP_MS = 500;
/** The shortest barcode the shop gives an item (domain: 4 to 32 letters or digits). */
export const MIN_CODE_LENGTH = 4;

/**
 * Gathers what a barcode scanner types (letters and digits, then Enter) from key presses outside
 * the page's fields. `key` answers the code when Enter ends one, else null; `at` is the key's time
 * in milliseconds, so stray keys pressed a while ago are not taken for part of the next code.
 */
export function createScanBuffer() {
  let typed = '';
  let lastAt = -Infinity;
  return {
    key(key: string, at: number): string | null {
      if (at - lastAt > SCAN_KEY_GAP_MS) typed = '';
      lastAt = at;
      if (key === 'Enter') {
        const code = typed;
        typed = '';
        return code.length >= MIN_CODE_LENGTH ? code : null;
      }
      typed = /^[0-9A-Za-z]$/.test(key) ? typed + key : '';
      return null;
    },
    /** Whether a code is being typed: Enter then ends it, and must not also press a focused button. */
    get typing() {
      return typed.length > 0;
    },
  };
}

/** A code typed into the search box: digits only, as a scanner types them there. */
export const isTypedCode = (text: string) => /^\d+$/.test(text.trim()) && text.trim().length >= MIN_CODE_LENGTH;
