import type { Paise } from '@halwai/domain';
import type { OffersService } from '../offers/offers.service.js';
import { priceFulfilment, type CheckedFulfilment } from '../orders/orders.pricing.js';
import type { SettingsService } from '../settings/settings.service.js';

/** The shop's terms an order is priced by: its minimum, delivery area and charges, time zone. */
export type ShopTerms = Awaited<ReturnType<SettingsService['orderSettings']>>;

/**
 * An offer code and the delivery on a priced cart, as a customer's order is charged (the web's, and
 * a phone order keyed in for one): the offer counted against the minimum, then the delivery charge.
 */
export async function priceOfferAndDelivery(
  order: { offerCode?: string | undefined; mobile: string; itemsTotal: Paise; fulfilment: CheckedFulfilment },
  { shop, offers, now }: { shop: ShopTerms; offers: OffersService; now: Date },
) {
  const offer = order.offerCode?.trim()
    ? await offers.apply(order.offerCode, order.itemsTotal, {
        mobile: order.mobile,
        now,
        timeZone: shop.timeZone,
        minimum: shop.minimumOrder,
      })
    : null;
  const { deliveryChargePaise, totalPaise } = priceFulfilment(
    order.fulfilment,
    order.itemsTotal,
    shop.delivery,
    offer?.discountPaise,
  );
  return { offer, deliveryChargePaise, totalPaise };
}
