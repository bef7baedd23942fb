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
