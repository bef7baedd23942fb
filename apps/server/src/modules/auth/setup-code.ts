import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Letters and digits nobody mistakes for one another when reading them off a terminal (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A new code of 8 such characters, as `K7PM-3QXH`: about 40 bits, against a rate-limited form. */
export function newSetupCode(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** What a person typed, as compared: case, spaces and dashes do not matter. */
const normalised = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** Whether `given` is the code, compared in constant time (as hashes, so lengths do not show either). */
export function setupCodeMatches(code: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(normalised(text)).digest();
  return timingSafeEqual(digest(code), digest(given));
}
