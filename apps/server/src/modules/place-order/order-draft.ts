import type { Language, OrderChannel, Paise } from '@halwai/domain';
import type { CounterSettlement } from '../orders/orders.repository.js';
import type { CheckedFulfilment, PricedLine } from '../orders/orders.pricing.js';
import type { AppliedOffer } from '../offers/offers.service.js';
import type { ProductPricing } from '../products/products.service.js';
import type { StockLine } from '../stock/stock.service.js';
import type { DaySlot } from '../slots/slots.service.js';

/**
 * An order as its channel checked and priced it, before anything is stored: what every channel hands
 * to the shared steps of placing (store it, take the stock, redeem the offer, queue the messages,
 * number the invoice). The channel's own rules (opening hours, a minimum, payments) ran already.
 */
export interface OrderDraft {
  channel: OrderChannel;
  /** The staff account that placed it; null: the customer. */
  placedBy: string | null;
  customer: { name: string; mobile: string; email: string | null };
  fulfilment: CheckedFulfilment;
  lines: PricedLine[];
  /** What each line takes from the stock, and the cart line it came from (for a 409's field). */
  stockLines: StockLine[];
  pricing: ReadonlyMap<number, ProductPricing>;
  offer: AppliedOffer | null;
  /** All taken off the items: the offer's discount and any the counter gave. */
  discountPaise: Paise;
  deliveryChargePaise: Paise;
  totalPaise: Paise;
  giftMessage: string | null;
  language: Language;
  buyer: { gstin: string; name: string } | null;
  /** Paid and handed over as it is stored (a counter sale): completed at once, stock taken even past zero. */
  settled: CounterSettlement | null;
  /**
   * The invoice series: the web's, or the counter's own prefix; under the outlet's own GSTIN when it
   * has one apart from the shop's (`sellerGstin`, found before the transaction; absent or null: the shop's).
   */
  invoice: { prefix: string; series: 'web' | 'counter'; sellerGstin?: string | null };
  /** The slot whose place the order takes at its outlet (absent or null: none). */
  slot?: DaySlot | null;
  /** The outlet it is taken at, whose stock it takes (absent: the shop's first). */
  outletId?: number;
}
