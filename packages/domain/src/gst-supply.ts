import { splitInclusiveGst } from './gst.js';
import { paise, type Paise } from './money.js';

/** GST state and union-territory codes: the first two digits of a GSTIN, and the place of supply. */
export const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** The state code of a GSTIN, or null when it is not one a state has: `gstinStateCode('27AAPFU0939F1ZV')` is '27'. */
export function gstinStateCode(gstin: string | null | undefined): string | null {
  const code = gstin?.slice(0, 2) ?? '';
  return code in GST_STATES ? code : null;
}

/** "27-Maharashtra", as the GST portal writes a place of supply. */
export const placeOfSupplyName = (code: string) => `${code}-${GST_STATES[code] ?? 'Unknown'}`;

/** A line's GST split for where it is supplied: IGST across states, CGST + SGST within one. */
export interface SupplySplit {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/**
 * Splits a GST-inclusive amount for a supply within the shop's state (CGST + SGST, as
 * `splitInclusiveGst`) or to another state (all of the tax as IGST). Either way the parts add up
 * to the amount exactly. `splitForSupply(paise(10500), 5, true)` is taxable 10000, IGST 500.
 */
export function splitForSupply(amount: Paise, ratePercent: number, interState: boolean): SupplySplit {
  const split = splitInclusiveGst(amount, ratePercent);
  if (!interState) return { ...split, igst: paise(0) };
  return { taxable: split.taxable, cgst: paise(0), sgst: paise(0), igst: paise(amount - split.taxable) };
}

/**
 * Where an order is supplied: the buyer's state (their GSTIN's first two digits) when they gave a
 * GSTIN, else the shop's own (it sells over the counter and delivers locally). Inter-state when
 * both are known and differ. A shop without a GSTIN of its own has no state to compare: intra-state.
 */
export function placeOfSupply(
  shopGstin: string,
  buyerGstin: string | null | undefined,
): { code: string | null; interState: boolean } {
  const shop = gstinStateCode(shopGstin);
  const buyer = gstinStateCode(buyerGstin);
  const code = buyer ?? shop;
  return { code, interState: shop !== null && code !== null && code !== shop };
}
