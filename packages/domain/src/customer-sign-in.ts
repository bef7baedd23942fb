/**
 * How a customer signs in with their mobile (decision 017): a 6-digit code sent by WhatsApp or SMS,
 * good for 5 minutes; at most 3 codes per number in 15 minutes, and 5 wrong codes lock the number
 * for 15 minutes. A sign-in lasts 30 days unless the customer signs out.
 */
export const CUSTOMER_SIGN_IN_POLICY = {
  codeDigits: 6,
  codeMinutes: 5,
  maxCodes: 3,
  codesWindowMinutes: 15,
  maxWrongCodes: 5,
  wrongCodesWindowMinutes: 15,
  lockMinutes: 15,
  sessionDays: 30,
} as const;

/** Exactly the code's six digits. */
export const SIGN_IN_CODE_PATTERN = new RegExp(`^\\d{${CUSTOMER_SIGN_IN_POLICY.codeDigits}}$`);

/** The channels a sign-in code goes by, in the order they are tried. */
export const SIGN_IN_CODE_CHANNELS = ['whatsapp', 'sms'] as const;
export type SignInCodeChannel = (typeof SIGN_IN_CODE_CHANNELS)[number];

/** Whole minutes a person waits, at least 1: `minutesToWait(61)` is 2. */
export const minutesToWait = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));
