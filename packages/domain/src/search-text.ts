/**
 * Text folded so the spellings people type for the same word meet: Hinglish transliteration varies
 * (laddu, ladoo, laddoo; rasgulla, rasgula; namkeen, namkin; kachori, kachauri) and some type in
 * Devanagari (लड्डू). Both the item's words and the search are folded the same way, then matched
 * fuzzily, so what is left to the matcher is real typos.
 * `foldForSearch('Laddoo')`, `foldForSearch('laddu')` and `foldForSearch('लड्डू')` are all 'ladu'.
 */
export function foldForSearch(text: string): string {
  return transliterateDevanagari(text.normalize('NFC'))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/ph/g, 'f')
    .replace(/sh/g, 's')
    .replace(/([bcdgjkpt])h/g, '$1')
    .replace(/w/g, 'v')
    .replace(/q/g, 'k')
    .replace(/z/g, 'j')
    .replace(/ck/g, 'k')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ou|au/g, 'o')
    .replace(/(.)\1+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', व: 'v', श: 'sh',
  ष: 'sh', स: 's', ह: 'h', ळ: 'l', क़: 'k', ख़: 'kh', ग़: 'g', ज़: 'z', ड़: 'r', ढ़: 'rh', फ़: 'f',
};
const VOWELS: Record<string, string> = {
  अ: 'a', आ: 'aa', इ: 'i', ई: 'ee', उ: 'u', ऊ: 'oo', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au',
};
const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'aa', 'ि': 'i', 'ी': 'ee', 'ु': 'u', 'ू': 'oo', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au',
};
const VIRAMA = '्';
const NASALS = new Set(['ं', 'ँ']);

/**
 * Devanagari written the way Hindi speakers type it in Latin letters: each consonant carries an
 * "a" unless a vowel sign or virama replaces it, and the last one of a word drops it (मिठाई is
 * "mithai", not "mithaai"). Text without Devanagari comes back unchanged.
 */
export function transliterateDevanagari(text: string): string {
  if (!/[\u0900-\u097F]/.test(text)) return text;
  const chars = [...text];
  let out = '';
  let pendingA = false;
  let wordStart = true;
  const flush = (keepA: boolean) => {
    if (pendingA && keepA) out += 'a';
    pendingA = false;
  };
  chars.forEach((char, i) => {
    if (CONSONANTS[char] !== undefined) {
      // A middle "a" falls silent before a syllable with its own vowel sign (रसगुल्ला is "rasgulla").
      const nextHasSign = VOWEL_SIGNS[chars[i + 1] ?? ''] !== undefined;
      flush(wordStart || !nextHasSign);
      wordStart = out.length === 0 || /\s$/.test(out);
      out += CONSONANTS[char];
      pendingA = true;
    } else if (VOWEL_SIGNS[char] !== undefined) {
      pendingA = false;
      out += VOWEL_SIGNS[char];
    } else if (char === VIRAMA || char === '\u093C') {
      if (char === VIRAMA) pendingA = false;
    } else if (NASALS.has(char)) {
      flush(true);
      out += 'n';
    } else if (VOWELS[char] !== undefined) {
      flush(true);
      out += VOWELS[char];
    } else {
      // A word ends: its last consonant keeps no "a".
      flush(false);
      out += char;
    }
  });
  flush(false);
  return out;
}
