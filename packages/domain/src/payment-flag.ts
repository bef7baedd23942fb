import type { CodedMessage } from './coded-message.js';

/** A flag staff see on an order's payment: the English sentence, and its code for other languages. */
export interface PaymentFlag {
  flag: string | null;
  flagCode: Pick<CodedMessage, 'code' | 'params'> | null;
}

/** A payment's flag as it is kept: the coded message as JSON, so staff read it in their language. */
export const paymentFlagNote = (said: CodedMessage): string => JSON.stringify(said);

/** A kept flag: a coded message, or the plain English an older version wrote. */
export function readPaymentFlag(note: string | null): PaymentFlag {
  if (note === null) return { flag: null, flagCode: null };
  try {
    const said = JSON.parse(note) as Partial<CodedMessage>;
    if (typeof said.message === 'string' && typeof said.code === 'string') return { flag: said.message, flagCode: { code: said.code, params: said.params ?? {} } };
  } catch {
    // Plain text, as kept before flags had codes.
  }
  return { flag: note, flagCode: null };
}
