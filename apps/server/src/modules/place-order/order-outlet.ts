import { isValidPincode, MAIN_OUTLET_ID, OUTLET_MESSAGES, pincodeMatches, say, type FulfilmentRequest } from '@halwai/domain';
import { badRequest } from '../../lib/problems.js';
import type { OutletsService } from '../outlets/outlets.service.js';
import type { ShopTerms } from './offer-and-delivery.js';

/**
 * The outlet an order is taken at, and the shop's terms as they hold there: its hours, holidays and
 * delivery area and charges in place of the shop's (the first outlet keeps the shop's own, so an
 * order naming none is checked as before outlets), and the GSTIN its invoice is issued under. An unknown or closed outlet is refused at
 * `outletId`; pickup where it takes none at `fulfilment.type`; a pincode it does not serve at
 * `fulfilment.pincode` (a shape the delivery checks refuse anyway is left to their words).
 */
export async function orderOutlet(
  request: { outletId?: number | undefined; fulfilment?: FulfilmentRequest | undefined },
  shop: ShopTerms,
  outlets: Pick<OutletsService, 'orderTerms'>,
): Promise<{ outletId: number; shop: ShopTerms; sellerGstin: string | null }> {
  const outlet = await outlets.orderTerms(request.outletId ?? MAIN_OUTLET_ID, shop);
  if (!outlet) throw badRequest(OUTLET_MESSAGES.unknown, { outletId: [OUTLET_MESSAGES.unknown] });
  const choice = request.fulfilment ?? { type: 'pickup' as const };
  if (choice.type === 'pickup' && !outlet.pickup) {
    const said = say('outlet.noPickup', outlet.name);
    throw badRequest(said, { 'fulfilment.type': [said] });
  }
  const pincode = choice.pincode?.trim() ?? '';
  if (
    choice.type === 'delivery' &&
    request.outletId !== undefined &&
    outlet.delivery.enabled &&
    choice.address?.trim() &&
    isValidPincode(pincode) &&
    !pincodeMatches(pincode, outlet.delivery.pincodes)
  ) {
    const said = say('outlet.noDelivery', outlet.name, pincode);
    throw badRequest(said, { 'fulfilment.pincode': [said] });
  }
  return {
    outletId: outlet.id,
    sellerGstin: outlet.ownGstin,
    shop: { ...shop, delivery: outlet.delivery, hours: { ...shop.hours, hours: outlet.hours, holidays: outlet.holidays } },
  };
}
