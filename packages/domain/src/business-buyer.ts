import { isValidGstin } from './gstin.js';
import { hasVisibleText } from './text.js';

export const BUSINESS_BUYER_MESSAGES = {
  buyerGstin: 'Enter a valid 15-character GSTIN: this one does not check out (its last character is a check digit)',
  buyerName: 'Enter the business name registered for this GSTIN',
  buyerNameTooLong: 'The business name is too long (at most 120 characters)',
} as const;

/** A business buyer as checkout sends it: a GSTIN for a GST invoice, and the business's name. */
export interface BusinessBuyerRequest {
  buyerGstin?: string | undefined;
  buyerName?: string | undefined;
}

/**
 * Checks the optional business details of an order: blank means a consumer's order. A GSTIN must
 * pass its check digit (spaces and case do not matter) and needs the business name.
 * `checkBusinessBuyer({ buyerGstin: '27aapfu0939f1zv', buyerName: 'Ustad Foods' })` is
 * `{ ok: true, buyer: { gstin: '27AAPFU0939F1ZV', name: 'Ustad Foods' } }`.
 */
export function checkBusinessBuyer(
  request: BusinessBuyerRequest,
): { ok: true; buyer: { gstin: string; name: string } | null } | { ok: false; errors: Record<string, string[]> } {
  const gstin = (request.buyerGstin ?? '').replace(/\s+/g, '').toUpperCase();
  const name = (request.buyerName ?? '').trim();
  if (gstin === '') return { ok: true, buyer: null };
  const errors: Record<string, string[]> = {};
  if (!isValidGstin(gstin)) errors.buyerGstin = [BUSINESS_BUYER_MESSAGES.buyerGstin];
  if (!hasVisibleText(name)) errors.buyerName = [BUSINESS_BUYER_MESSAGES.buyerName];
  else if (name.length > 120) errors.buyerName = [BUSINESS_BUYER_MESSAGES.buyerNameTooLong];
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, buyer: { gstin, name } };
}
