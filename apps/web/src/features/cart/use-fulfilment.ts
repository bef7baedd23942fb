import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  addDays,
  checkFulfilment,
  closedNowMessage,
  daysInRange,
  deliveryCharge,
  isClosedDay,
  isOpenAt,
  nextOpening,
  clockTime,
  paise,
  preferredDateWindow,
  refusedWhileClosed,
  rupeesToPaise,
  SLOT_MESSAGES,
  type DeliveryTerms,
  type FulfilmentProblem,
  type FulfilmentRequest,
  type FulfilmentType,
  type Paise,
  type ShopHours,
  type ShopInfo,
} from '@halwai/domain';
import { formatCalendarDay } from '../../lib/format';
import { currentLanguage } from '../../i18n/i18n';
import { translateCoded, translateMessage } from '../../i18n/translate-message';
import { useChosenOutletId } from '../../lib/outlet-choice';
import { useSlotChoice, type SlotChoice } from '../../lib/use-slot-choice';
import { preorderDateChoice, type CartPreorder } from './preorder-dates';

/** A refused choice, in the page's language. */
type ShownProblem = { field: FulfilmentProblem['field'] | 'slot'; message: string };

/** Why no slot is chosen yet, while the day has slots to choose from. */
function slotProblem(slots: SlotChoice, t: TFunction<'cart'>): ShownProblem | null {
  if (!slots.offered || slots.slot) return null;
  const message =
    slots.refusal ??
    (slots.loading
      ? t('slots.loading')
      : slots.loadFailed
        ? t('slots.loadFailed')
        : slots.slots.length === 0 || slots.slots.every((s) => s.left === 0)
          ? t('slots.noneLeft', { day: formatCalendarDay(slots.date) })
          : translateMessage(SLOT_MESSAGES.required));
  return { field: 'slot', message };
}

/** "We're closed now; your order will be ready from Monday 1 Dec, 8:00 AM." */
function nextOpeningNote(now: Date, hours: ShopHours, timeZone: string, t: TFunction<'cart'>): string {
  const next = nextOpening(now, hours, timeZone);
  if (!next) return t('fulfilment.closed');
  return t('fulfilment.closedUntil', {
    day: formatCalendarDay(next.date, { weekday: 'long' }),
    time: clockTime(next.time, currentLanguage()),
  });
}

/** The shop's delivery terms as the domain rules take them. */
export const deliveryTermsOf = (shop: ShopInfo): DeliveryTerms => ({
  enabled: shop.delivery.enabled,
  pincodes: shop.delivery.pincodes,
  chargePaise: rupeesToPaise(shop.delivery.charge),
  freeFromPaise: shop.delivery.freeFrom === null ? null : rupeesToPaise(shop.delivery.freeFrom),
});

/**
 * The customer's pickup or delivery choice in the cart, checked by the same rules as the server.
 * With delivery off the order is a pickup without asking; with it on, the customer picks one.
 * A cart holding pre-orders must choose a date inside their window, which may lie beyond 14 days.
 */
export function useFulfilment(
  shop: ShopInfo,
  itemsTotal: Paise,
  preorders: readonly CartPreorder[] = [],
  /** What the customer chose with their outlet (a shop with outlets): the cart starts with it. */
  start: { type: FulfilmentType; pincode?: string | undefined } | null = null,
) {
  const { t } = useTranslation('cart');
  const terms = deliveryTermsOf(shop);
  const [chosen, setType] = useState<FulfilmentType | null>(start?.type ?? null);
  const [address, setAddress] = useState('');
  const [pincode, setPincode] = useState(start?.pincode ?? '');
  const [preferredDate, setPreferredDate] = useState('');
  const type: FulfilmentType | null = terms.enabled ? chosen : 'pickup';
  const now = new Date();
  const preorder = preorderDateChoice(preorders, preferredDate, now, shop.timeZone);
  const window = preorder?.listed ?? preferredDateWindow(now, shop.timeZone);
  const hours = { hours: shop.openingHours, holidays: shop.holidays };
  /** The days a customer may choose: the window without closed days and holidays. */
  const openDates = Array.from({ length: daysInRange(window.first, window.last) }, (_, i) => addDays(window.first, i)).filter(
    (date) => !isClosedDay(date, hours),
  );
  /**
   * While the shop is closed: the refusal (`refuse`, until the customer chooses a later open day), or
   * when the order will be taken (`next-open`).
   */
  const closed = isOpenAt(now, hours, shop.timeZone)
    ? null
    : shop.ordersWhenClosed === 'refuse'
      ? refusedWhileClosed(preferredDate || null, { ...hours, ordersWhenClosed: 'refuse' }, now, shop.timeZone)
        ? { refused: true, message: `${translateCoded(closedNowMessage(now, hours, shop.timeZone))} ${t('fulfilment.chooseLaterDay')}` }
        : { refused: false, message: t('fulfilment.closedOrderForDay', { day: formatCalendarDay(preferredDate) }) }
      : { refused: false, message: nextOpeningNote(now, hours, shop.timeZone, t) };

  // With slots, the day's slots are the preferred date's, else today's, at the customer's outlet.
  const slots = useSlotChoice(shop, type, preferredDate || window.first, useChosenOutletId());

  // A shop that does not deliver sends the spec's call as it was, unless the customer asks for a date or a slot.
  const request: FulfilmentRequest | undefined =
    type === null || (!terms.enabled && !preferredDate && !slots.offered)
      ? undefined
      : {
          type,
          ...(type === 'delivery' && { address: address.trim(), pincode: pincode.trim() }),
          ...(preferredDate && { preferredDate }),
          ...(slots.slot && { preferredDate: slots.date, slot: slots.slot }),
        };
  const refusal =
    type === null
      ? null
      : preorder?.problem
        ? { field: 'preferredDate' as const, message: preorder.problem }
        : checkFulfilment(request ?? { type: 'pickup' }, terms, now, shop.timeZone, preorder?.dates);
  // Said in the page's language here, once: the form and the cart show it as it is.
  const problem: ShownProblem | null =
    type === null
      ? { field: 'type', message: t('fulfilment.choose') }
      : refusal
        ? { field: refusal.field, message: translateCoded(refusal.message) }
        : slotProblem(slots, t);
  /** Null until the customer has chosen: the cart then says "Calculated at Checkout". */
  const charge: Paise | null = type === null ? null : type === 'pickup' ? paise(0) : deliveryCharge(itemsTotal, terms);

  return {
    deliveryOffered: terms.enabled,
    type,
    setType,
    address,
    setAddress,
    pincode,
    setPincode,
    preferredDate,
    setPreferredDate,
    window,
    openDates,
    slots,
    /** With a pre-order in the cart: the date is required, and why (in the page's language); its window for the final check. */
    preorder: preorder && { reason: preorder.reason && translateCoded(preorder.reason), dates: preorder.dates },
    closed,
    request,
    problem,
    charge,
  };
}

export type FulfilmentState = ReturnType<typeof useFulfilment>;
