import { checkSlotChoice, dateInZone, MAIN_OUTLET_ID } from '@halwai/domain';
import type { Trx } from '../../db/transaction.js';
import { badRequest } from '../../lib/problems.js';
import type { CheckedFulfilment } from '../orders/orders.pricing.js';
import type { DaySlot, SlotsService } from '../slots/slots.service.js';
import type { ShopTerms } from './offer-and-delivery.js';
import type { OrderDraft } from './order-draft.js';

/**
 * The slot an order names, checked against the day's slots (its preferred date, else today): when
 * that day has slots for its type, one of them, not past, must be named (400 `fulfilment.slot`).
 * The fulfilment then carries the slot and its day; without slots it is as it was.
 */
export function chooseSlot(
  fulfilment: CheckedFulfilment,
  requested: string | undefined,
  { shop, now }: { shop: ShopTerms; now: Date },
): { fulfilment: CheckedFulfilment; slot: DaySlot | null } {
  const date = fulfilment.preferredDate ?? dateInZone(now, shop.timeZone);
  const checked = checkSlotChoice(requested, { date, type: fulfilment.type, settings: shop.slots, now, timeZone: shop.timeZone });
  if (checked === null) return { fulfilment, slot: null };
  if ('problem' in checked) throw badRequest(checked.problem, { 'fulfilment.slot': [checked.problem] });
  const slot = requested!.trim();
  return {
    fulfilment: { ...fulfilment, preferredDate: date, slot },
    slot: { date, type: fulfilment.type, slot, capacity: checked.slot.capacity },
  };
}

/**
 * Takes the order's place in its slot at its outlet, in the order's transaction: 409 when another
 * order took the last one there.
 */
export async function takeSlotPlace(trx: Trx, parts: { slots: SlotsService }, draft: OrderDraft): Promise<void> {
  if (draft.slot) await parts.slots.take(trx, { ...draft.slot, outletId: draft.outletId ?? MAIN_OUTLET_ID }, 'fulfilment.slot');
}
