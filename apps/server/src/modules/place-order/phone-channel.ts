import {
  boxPrice,
  DEFAULT_LANGUAGE,
  DomainError,
  hasVisibleText,
  isClosedDay,
  isValidMobile,
  MESSAGES,
  normaliseMobile,
  paise,
  paiseToRupees,
  say,
  type PhoneOrderRequest,
} from '@halwai/domain';
import { badRequest } from '../../lib/problems.js';
import type { OffersService } from '../offers/offers.service.js';
import { businessBuyer } from '../orders/business-buyer.js';
import { checkFulfilmentChoice, priceCart } from '../orders/orders.pricing.js';
import type { ProductPricing } from '../products/products.service.js';
import { checkPreorderDates } from './preorder-dates.js';
import { boxStockLines, checkBoxChoices, requestIndex, withContents } from './assortment-lines.js';
import { priceOfferAndDelivery, type ShopTerms } from './offer-and-delivery.js';
import type { OrderDraft } from './order-draft.js';
import { chooseSlot } from './slot-place.js';

/**
 * A refusal about the order's lines, keyed as the phone order names them (`lines.0`) rather than as
 * the storefront's cart does (`cartItems.0`): the shared pricing and stock steps speak of a cart.
 */
export function asPhoneLines(err: unknown): unknown {
  if (!(err instanceof DomainError) || !err.fields) return err;
  const fields = Object.fromEntries(
    Object.entries(err.fields).map(([field, list]) => [field.replace(/^cartItems\./, 'lines.'), list]),
  );
  return new DomainError(err.kind, err.said, fields);
}

/**
 * The phone channel's rules: a caller's order keyed in by staff. As the storefront: a name and a
 * mobile (the customer's messages go there), pickup or delivery within the delivery area, the
 * minimum order counted after the offer, a pre-order's date inside its window, the delivery charge, stock refused when too little is
 * left, pending and paid later (on delivery or at pickup). Unlike it: priced at today's prices
 * (staff read them off the catalogue; no cart to be stale), and the shop's hours are not checked for
 * now, as a member of staff is taking the call; a preferred day the shop is closed is still refused.
 */
export async function draftPhoneOrder(
  request: PhoneOrderRequest,
  {
    shop,
    pricing,
    offers,
    staffEmail,
    now,
  }: { shop: ShopTerms; pricing: ReadonlyMap<number, ProductPricing>; offers: OffersService; staffEmail: string; now: Date },
): Promise<OrderDraft> {
  if (!hasVisibleText(request.customerName)) throw badRequest(MESSAGES.nameAndPhone, { customerName: [MESSAGES.nameAndPhone] });
  if (!isValidMobile(request.customerMobile))
    throw badRequest(MESSAGES.nameAndPhone, { customerMobile: [MESSAGES.nameAndPhone] });
  const buyer = businessBuyer(request);
  const dates = checkPreorderDates(
    request.lines.map((l) => l.productId),
    request.fulfilment?.preferredDate,
    pricing,
    now,
    shop.timeZone,
  );
  const chosen = checkFulfilmentChoice(request.fulfilment, shop.delivery, now, shop.timeZone, dates);
  if (chosen.preferredDate && isClosedDay(chosen.preferredDate, shop.hours)) {
    const said = say('hours.closedDay', chosen.preferredDate);
    throw badRequest(said, { 'fulfilment.preferredDate': [said] });
  }
  const { fulfilment, slot } = chooseSlot(chosen, request.fulfilment?.slot, { shop, now });
  // Today's price of each line: the storefront's pricing then checks the item, its pack and the minimum.
  const cart = request.lines.map((l) => ({
    id: l.productId,
    selectedWeight: l.variant,
    quantity: l.quantity,
    price: paiseToRupees(todaysPrice(l, pricing) ?? paise(0)),
    ...(l.choices && { choices: l.choices }),
  }));
  checkBoxChoices(cart, pricing);
  const priced = priceCart(cart, pricing, shop.minimumOrder);
  const lines = withContents(priced.lines, pricing);
  const itemsTotal = priced.totalPaise;
  const customerMobile = normaliseMobile(request.customerMobile);
  const { offer, deliveryChargePaise, totalPaise } = await priceOfferAndDelivery(
    { offerCode: request.offerCode, mobile: customerMobile, itemsTotal, fulfilment },
    { shop, offers, now },
  );
  return {
    channel: 'phone',
    placedBy: staffEmail,
    customer: { name: request.customerName.trim(), mobile: customerMobile, email: request.customerEmail?.trim() || null },
    fulfilment,
    lines,
    stockLines: [
      ...lines.map((l) => ({ productId: l.productId, name: l.name, variant: l.variant, quantity: l.quantity, index: requestIndex(cart, l) })),
      ...boxStockLines(lines, pricing, (l) => requestIndex(cart, l)),
    ],
    pricing,
    offer,
    discountPaise: offer?.discountPaise ?? paise(0),
    deliveryChargePaise,
    totalPaise,
    giftMessage: request.note?.trim() || null,
    language: request.language ?? DEFAULT_LANGUAGE,
    buyer,
    settled: null,
    invoice: { prefix: shop.invoicePrefix, series: 'web' },
    slot,
  };
}

/** Today's price of a phone line: its pack's, or a gift box's by its rule with the pieces chosen. */
function todaysPrice(line: PhoneOrderRequest['lines'][number], pricing: ReadonlyMap<number, ProductPricing>) {
  const product = pricing.get(line.productId);
  const own = product?.prices.get(line.variant);
  const box = product?.assortment;
  if (own === undefined || !box || !line.choices) return own;
  return boxPrice(box, own, line.choices, (id) => pricing.get(id)?.prices.get(box.portion));
}
