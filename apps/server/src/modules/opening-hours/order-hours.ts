import {
  HOURS_MESSAGES,
  closedNowMessage,
  isClosedDay,
  isOpenAt,
  nextOpening,
  refusedWhileClosed,
  type OrdersWhenClosed,
  type ShopHours,
  say,
} from '@halwai/domain';
import { badRequest, conflict } from '../../lib/problems.js';

/** The shop's hours and what it does with an order while closed, as settings hold them. */
export interface OrderHours extends ShopHours {
  ordersWhenClosed: OrdersWhenClosed;
}

/**
 * Opening hours applied to an order being placed at `now`: a preferred date on a closed day or a
 * holiday is refused (400); while the shop is closed, `refuse` answers 409 "We're closed now. We
 * open {day} at {time}." to an order for now (none or today's preferred date) but takes one for a
 * later open day, and `next-open` takes the order for the next opening, setting the preferred date to
 * that day when the customer chose none. Returns the preferred date to keep.
 */
export function applyOrderHours(preferredDate: string | null, hours: OrderHours, now: Date, timeZone: string): string | null {
  if (preferredDate && isClosedDay(preferredDate, hours)) {
    const message = say('hours.closedDay', preferredDate);
    throw badRequest(message, { 'fulfilment.preferredDate': [message] });
  }
  if (isOpenAt(now, hours, timeZone)) return preferredDate;
  if (refusedWhileClosed(preferredDate, hours, now, timeZone)) throw conflict(closedNowMessage(now, hours, timeZone));
  if (hours.ordersWhenClosed === 'refuse') return preferredDate;
  const next = nextOpening(now, hours, timeZone);
  if (!next) throw conflict(HOURS_MESSAGES.closedForGood);
  return preferredDate ?? next.date;
}
