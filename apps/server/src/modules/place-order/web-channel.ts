import { DEFAULT_LANGUAGE, normaliseMobile, paise, type PlaceOrderRequest } from '@halwai/domain';
import type { OffersService } from '../offers/offers.service.js';
import { applyOrderHours } from '../opening-hours/order-hours.js';
import { businessBuyer } from '../orders/business-buyer.js';
import {
  checkCustomerAndCart,
  checkFulfilmentChoice,
  priceCart,
  type PricedLine,
} from '../orders/orders.pricing.js';
import type { ProductPricing } from '../products/products.service.js';
import type { StockLine } from '../stock/stock.service.js';
import { checkPreorderDates } from './preorder-dates.js';
import { boxStockLines, checkBoxChoices, requestIndex, withContents } from './assortment-lines.js';
import { priceOfferAndDelivery, type ShopTerms } from './offer-and-delivery.js';
import type { OrderDraft } from './order-draft.js';
import { chooseSlot } from './slot-place.js';

/**
 * The priced lines as stock reads them, each with the cart line it first came from (the 409's field),
 * and the portions each gift box takes from its sweets.
 */
const stockLines = (request: PlaceOrderRequest, lines: readonly PricedLine[], pricing: ReadonlyMap<number, ProductPricing>): StockLine[] => {
  const indexOf = (line: PricedLine) => requestIndex(request.cartItems, line);
  return [
    ...lines.map((l) => ({ productId: l.productId, name: l.name, variant: l.variant, quantity: l.quantity, index: indexOf(l) })),
    ...boxStockLines(lines, pricing, indexOf),
  ];
};

/**
 * The storefront's rules, in the spec's order: a name and a mobile, a cart priced as the customer saw
 * it (409 when a price changed), a pre-order's date inside its window, pickup or delivery on an open day, the minimum order counted after
 * the offer, and the delivery charge. The customer pays later (UPI, online, at the shop).
 */
export async function draftWebOrder(
  request: PlaceOrderRequest,
  {
    shop,
    pricing,
    offers,
    now,
  }: { shop: ShopTerms; pricing: ReadonlyMap<number, ProductPricing>; offers: OffersService; now: Date },
): Promise<OrderDraft> {
  checkCustomerAndCart(request);
  const buyer = businessBuyer(request);
  const ids = request.cartItems.map((c) => c.id);
  const dates = checkPreorderDates(ids, request.fulfilment?.preferredDate, pricing, now, shop.timeZone);
  const chosen = checkFulfilmentChoice(request.fulfilment, shop.delivery, now, shop.timeZone, dates);
  const { fulfilment, slot } = chooseSlot(
    { ...chosen, preferredDate: applyOrderHours(chosen.preferredDate, shop.hours, now, shop.timeZone) },
    request.fulfilment?.slot,
    { shop, now },
  );
  checkBoxChoices(request.cartItems, pricing);
  const priced = priceCart(request.cartItems, pricing, shop.minimumOrder);
  const lines = withContents(priced.lines, pricing);
  const itemsTotal = priced.totalPaise;
  const customerMobile = normaliseMobile(request.customerMobile);
  const { offer, deliveryChargePaise, totalPaise } = await priceOfferAndDelivery(
    { offerCode: request.offerCode, mobile: customerMobile, itemsTotal, fulfilment },
    { shop, offers, now },
  );
  return {
    channel: 'web',
    placedBy: null,
    customer: { name: request.customerName.trim(), mobile: customerMobile, email: request.customerEmail?.trim() || null },
    fulfilment,
    lines,
    stockLines: stockLines(request, lines, pricing),
    pricing,
    offer,
    discountPaise: offer?.discountPaise ?? paise(0),
    deliveryChargePaise,
    totalPaise,
    giftMessage: request.giftMessage?.trim() || null,
    language: request.language ?? DEFAULT_LANGUAGE,
    buyer,
    settled: null,
    invoice: { prefix: shop.invoicePrefix, series: 'web' },
    slot,
  };
}
