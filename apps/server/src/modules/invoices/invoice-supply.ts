import {
  bestBefore,
  GST_STATES,
  handOverDay,
  placeOfSupply,
  placeOfSupplyName,
  splitForSupply,
  type Invoice,
  type Paise,
} from '@halwai/domain';
import type { OrderRow } from '../../db/schema.js';

/**
 * What an invoice says about where it is supplied and to whom: a business buyer (GSTIN, name and
 * state), the place of supply, and whether its lines carry IGST (another state) or CGST + SGST.
 */
export function invoiceSupply(
  order: Pick<OrderRow, 'buyer_gstin' | 'buyer_name' | 'preferred_date' | 'created_at'>,
  shopGstin: string,
  timeZone: string,
) {
  const supply = placeOfSupply(shopGstin, order.buyer_gstin);
  const handOver = handOverDay({ preferredDate: order.preferred_date, createdAt: order.created_at }, timeZone);
  return {
    /** Splits a line's GST-inclusive amount for this invoice's place of supply. */
    split: (amount: Paise, gstRate: number) => splitForSupply(amount, gstRate, supply.interState),
    /** The line's "Best before" (YYYY-MM-DD) from its shelf life as sold, or nothing to add. */
    bestBefore: (shelfLifeDays: number | null | undefined): { bestBefore?: string } => {
      const date = bestBefore(shelfLifeDays, handOver);
      return date ? { bestBefore: date } : {};
    },
    /** What the buyer block adds for a business buyer. */
    buyer: (): Partial<Invoice['buyer']> =>
      order.buyer_gstin
        ? {
            gstin: order.buyer_gstin,
            businessName: order.buyer_name ?? '',
            ...(order.buyer_gstin.slice(0, 2) in GST_STATES && { state: placeOfSupplyName(order.buyer_gstin.slice(0, 2)) }),
          }
        : {},
    placeOfSupply: (): Pick<Invoice, 'placeOfSupply'> => (supply.code ? { placeOfSupply: placeOfSupplyName(supply.code) } : {}),
  };
}
