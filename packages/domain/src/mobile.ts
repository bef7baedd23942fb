import { MOBILE_LENGTH } from './constants.js';

/** Digits with the separators people type or autofill puts in: spaces, hyphens, dots, brackets, the + of +91. */
const PHONE_LIKE = /^[+\d\s\-().]+$/;

/**
 * A mobile number as people type it, reduced to the digits the shop stores. The Indian country
 * code (+91, 91, 0091) and the trunk 0 are dropped when what remains is a whole mobile number;
 * anything that is not made of digits and separators comes back trimmed but unchanged, so the
 * checks that follow still reject it.
 * `normaliseMobile('+91 98765 43210')`, `normaliseMobile('098765-43210')` are '9876543210'.
 */
export function normaliseMobile(input: string): string {
  const trimmed = input.trim();
  if (!PHONE_LIKE.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  for (const prefix of ['0091', '91', '0']) {
    if (digits.length === MOBILE_LENGTH + prefix.length && digits.startsWith(prefix)) return digits.slice(prefix.length);
  }
  return digits;
}

/** Exactly ten digits. */
export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);

/** Ten digits once the way it was typed is taken away: the one test of every mobile field, on both sides. */
export function isValidMobile(mobile: string): boolean {
  return MOBILE_PATTERN.test(normaliseMobile(mobile));
}

/**
 * What a search box's words are when they look like a phone number: its digits without +91 or the
 * trunk 0 ("+91 98765" is "98765"), so a number finds its customer however it was typed. Other
 * text (a name) comes back trimmed.
 */
export function mobileSearchText(query: string): string {
  const trimmed = query.trim();
  if (!PHONE_LIKE.test(trimmed) || !/\d/.test(trimmed)) return trimmed;
  const whole = normaliseMobile(trimmed);
  if (MOBILE_PATTERN.test(whole)) return whole;
  const digits = trimmed.replace(/\D/g, '');
  if (/^\s*\+/.test(trimmed) && digits.startsWith('91')) return digits.slice(2);
  return digits;
}
