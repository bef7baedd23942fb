import { checkBusinessBuyer, type BusinessBuyerRequest } from '@halwai/domain';
import { badRequest } from '../../lib/problems.js';

/**
 * The business an order asks a GST invoice for, or null for a consumer's order; a GSTIN that
 * fails its check digit, or one without a business name, is refused (400 naming the field).
 */
export function businessBuyer(request: BusinessBuyerRequest): { gstin: string; name: string } | null {
  const checked = checkBusinessBuyer(request);
  if (!checked.ok) throw badRequest(Object.values(checked.errors)[0]![0]!, checked.errors);
  return checked.buyer;
}
