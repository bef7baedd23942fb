import {
  DEFAULT_LANGUAGE,
  addPaise,
  counterDiscounts,
  isValidMobile,
  multiplyPaise,
  normaliseItemType,
  normaliseMobile,
  paise,
  paiseToRupees,
  priceForWeight,
  pricePerKgOf,
  rupeesToPaise,
  say,
  settlePayments,
  weightLabel,
  type CodedMessage,
  type CounterOfferCheckRequest,
  type CounterPaymentPart,
  type CounterSaleRequest,
  type CounterSettings,
  type OfferCheckResponse,
  type Paise,
} from '@halwai/domain';
import { badRequest } from '../../lib/problems.js';
import type { OffersService } from '../offers/offers.service.js';
import { businessBuyer } from '../orders/business-buyer.js';
import type { PricedLine } from '../orders/orders.pricing.js';
import type { ProductPricing } from '../products/products.service.js';
import type { StockLine } from '../stock/stock.service.js';
import type { OrderDraft } from './order-draft.js';

/** What the counter knows of an item besides its packs: how it is sold, and its own price per kg. */
export interface CounterItem {
  itemType: string;
  pricePerKg: Paise | null;
}

/** Who is selling: the staff account, and whether the owner's discount limit binds them. */
export interface Seller {
  email: string;
  cashier: boolean;
  /** The outlets the account works at (null: every one): a sale outside a shift is its first's. */
  outlets: readonly number[] | null;
}

/** Collects each refused field's message, keyed as the request names it (`lines.0.weightGrams`). */
class FieldErrors {
  readonly errors: Record<string, CodedMessage[]> = {};
  first: CodedMessage | null = null;
  add(field: string, said: CodedMessage) {
    (this.errors[field] ??= []).push(said);
    this.first ??= said;
  }
  throwIfAny() {
    if (this.first) throw badRequest(this.first, this.errors);
  }
}

const counterSaid = (key: 'noLines' | 'packOrWeight' | 'cardReference' | 'weightRange'): CodedMessage => say(`counter.${key}`);

interface CheckedLine extends PricedLine {
  index: number;
  discountPaise: Paise;
  /** What one takes from the stock, in thousandths of the item's unit. */
  shareMilli: number;
}

/** Prices each line from the database: a pack at its price, a weight at the price per kg to the paisa. */
function priceLines(
  request: Pick<CounterSaleRequest, 'lines'>,
  pricing: ReadonlyMap<number, ProductPricing>,
  items: ReadonlyMap<number, CounterItem>,
  problems: FieldErrors,
): CheckedLine[] {
  const lines: CheckedLine[] = [];
  for (const [index, line] of request.lines.entries()) {
    const field = `lines.${index}`;
    const product = pricing.get(line.productId);
    const item = items.get(line.productId);
    if (!product || !item) {
      problems.add(`${field}.productId`, say('counter.unknownItem', line.productId));
      continue;
    }
    const named = { name: product.name, ...(product.nameHi && { nameHi: product.nameHi }) };
    // A box the customer fills is chosen on the storefront or on the phone; the counter sells what is on the shelf.
    if (product.assortment) {
      problems.add(field, withName(say('assortment.notAtCounter', product.name), named));
      continue;
    }
    if (line.weightGrams !== undefined) {
      if (line.variant !== undefined) problems.add(field, counterSaid('packOrWeight'));
      else if (normaliseItemType(item.itemType) !== 'ByKilo')
        problems.add(`${field}.weightGrams`, withName(say('counter.weightNotSold', product.name), named));
      else {
        const packs = [...product.prices].map(([label, price]) => ({ label, price }));
        const perKg = pricePerKgOf({ pricePerKg: item.pricePerKg, packs });
        if (perKg === null) problems.add(`${field}.weightGrams`, withName(say('counter.noPricePerKg', product.name), named));
        else
          lines.push({
            index,
            productId: product.id,
            name: product.name,
            variant: weightLabel(line.weightGrams),
            quantity: line.quantity,
            pricePaise: priceForWeight(perKg, line.weightGrams),
            discountPaise: rupeesToPaise(line.discount ?? 0),
            // A by-kilo item's stock is in kilograms: a gram is a thousandth.
            shareMilli: line.weightGrams,
          });
      }
      continue;
    }
    const label = line.variant ?? product.prices.keys().next().value;
    const price = label === undefined ? undefined : product.prices.get(label);
    if (label === undefined || price === undefined) {
      problems.add(`${field}.variant`, withName(say('counter.unknownPack', product.name, line.variant ?? ''), named));
      continue;
    }
    lines.push({
      index,
      productId: product.id,
      name: product.name,
      variant: label,
      quantity: line.quantity,
      pricePaise: price,
      discountPaise: rupeesToPaise(line.discount ?? 0),
      shareMilli: product.shares.get(label) ?? 1000,
    });
  }
  // A line's own discount is at most what the line comes to.
  const checked = counterDiscounts(
    lines.map((l) => ({ amount: multiplyPaise(l.pricePaise, l.quantity), discount: l.discountPaise })),
    paise(0),
  );
  for (const { index, most } of checked.linesOver)
    problems.add(`lines.${lines[index]!.index}.discount`, say('counter.lineDiscountRange', most));
  return lines;
}

const withName = (said: CodedMessage, named: { name: string; nameHi?: string }): CodedMessage => ({
  ...said,
  params: { ...said.params, ...named },
});

/** The same item in the same pack or weight is one line of the bill. */
function mergeLines(lines: readonly CheckedLine[]): CheckedLine[] {
  const merged = new Map<string, CheckedLine>();
  for (const line of lines) {
    const key = JSON.stringify([line.productId, line.variant]);
    const seen = merged.get(key);
    if (seen) {
      seen.quantity += line.quantity;
      seen.discountPaise = addPaise(seen.discountPaise, line.discountPaise);
    } else merged.set(key, { ...line });
  }
  return [...merged.values()];
}

/**
 * What an offer code takes off a counter bill before it is paid, reckoned as the sale reckons it (the
 * lines priced and their own discounts taken off first), so the total the screen shows is the one charged.
 */
export async function counterOfferSaving(
  request: CounterOfferCheckRequest,
  {
    pricing,
    items,
    offers,
    timeZone,
    now,
  }: {
    pricing: ReadonlyMap<number, ProductPricing>;
    items: ReadonlyMap<number, CounterItem>;
    offers: OffersService;
    timeZone: string;
    now: Date;
  },
): Promise<OfferCheckResponse> {
  const problems = new FieldErrors();
  const lines = mergeLines(priceLines(request, pricing, items, problems));
  problems.throwIfAny();
  const { itemsAfterLines } = counterDiscounts(
    lines.map((l) => ({ amount: multiplyPaise(l.pricePaise, l.quantity), discount: l.discountPaise })),
    paise(0),
  );
  const mobile = request.customerMobile?.trim() && isValidMobile(request.customerMobile) ? request.customerMobile : undefined;
  const offer = await offers.apply(request.offerCode, itemsAfterLines, { mobile, now, timeZone, minimum: paise(0) });
  return { offerCode: offer.code, discount: paiseToRupees(offer.discountPaise) };
}

/**
 * The counter's rules: the goods are in the customer's hands, so there is no minimum order, no
 * opening-hours check and no refusal for stock; the mobile is optional; a cashier's discount is
 * limited by the owner; the bill is paid at once, in parts that must add up to it (only cash may
 * be more, given back as change). Answers the draft, completed and paid.
 */
export async function draftCounterSale(
  request: CounterSaleRequest,
  {
    pricing,
    items,
    counter,
    invoicePrefix,
    timeZone,
    offers,
    seller,
    now,
  }: {
    pricing: ReadonlyMap<number, ProductPricing>;
    items: ReadonlyMap<number, CounterItem>;
    counter: CounterSettings;
    invoicePrefix: string;
    timeZone: string;
    offers: OffersService;
    seller: Seller;
    now: Date;
  },
): Promise<OrderDraft> {
  const problems = new FieldErrors();
  if (request.lines.length === 0) problems.add('lines', counterSaid('noLines'));
  const mobileGiven = request.customerMobile?.trim() ?? '';
  if (mobileGiven !== '' && !isValidMobile(mobileGiven)) problems.add('customerMobile', say('common.mobileInvalid'));
  const lines = mergeLines(priceLines(request, pricing, items, problems));
  for (const [index, part] of request.payments.entries())
    if (part.method === 'card' && !part.reference?.trim())
      problems.add(`payments.${index}.reference`, counterSaid('cardReference'));
  problems.throwIfAny();

  const buyer = businessBuyer(request);
  const itemsTotal = addPaise(...lines.map((l) => multiplyPaise(l.pricePaise, l.quantity)));
  const billDiscount = rupeesToPaise(request.discount ?? 0);
  const discounts = counterDiscounts(
    lines.map((l) => ({ amount: multiplyPaise(l.pricePaise, l.quantity), discount: l.discountPaise })),
    billDiscount,
  );
  const mobile = mobileGiven === '' ? '' : normaliseMobile(mobileGiven);
  // An offer is reckoned on the items as the lines' discounts left them, as the screen shows them.
  const offer = request.offerCode?.trim()
    ? await offers.apply(request.offerCode, discounts.itemsAfterLines, {
        mobile: mobile || undefined,
        now,
        timeZone,
        minimum: paise(0),
      })
    : null;
  const offerOff = offer?.discountPaise ?? paise(0);
  const room = paise(discounts.itemsAfterLines - offerOff);
  if (billDiscount > room) {
    const said = say('counter.discountRange', room);
    throw badRequest(said, { discount: [said] });
  }
  // A cashier's discounts, on the lines and on the bill together, are within the owner's limit.
  const limit = rupeesToPaise(counter.cashierDiscountLimit);
  if (seller.cashier && discounts.staffDiscount > limit) {
    const said = say('counter.discountRange', limit);
    const errors: Record<string, CodedMessage[]> = {};
    if (billDiscount > 0) errors.discount = [said];
    for (const [index, line] of request.lines.entries()) if ((line.discount ?? 0) > 0) errors[`lines.${index}.discount`] = [said];
    throw badRequest(said, errors);
  }
  const totalPaise = paise(discounts.itemsAfterLines - offerOff - billDiscount);

  const parts: CounterPaymentPart[] = request.payments.map((p) => ({
    method: p.method,
    amount: rupeesToPaise(p.amount),
    ...(p.reference?.trim() && { reference: p.reference.trim() }),
  }));
  const settled = settlePayments(totalPaise, parts);
  if (!settled.paid) {
    const said =
      settled.problem === 'none'
        ? say('counter.noPayments')
        : settled.problem === 'short'
          ? say('counter.paymentsShort', settled.given, totalPaise)
          : say('counter.paymentsOver', settled.given, totalPaise);
    throw badRequest(said, { payments: [said] });
  }

  const stockPricing = new Map(pricing);
  for (const line of lines) {
    const product = stockPricing.get(line.productId)!;
    if (!product.shares.has(line.variant))
      stockPricing.set(line.productId, { ...product, shares: new Map([...product.shares, [line.variant, line.shareMilli]]) });
  }
  const stockLines: StockLine[] = lines.map((l) => ({
    productId: l.productId,
    name: l.name,
    variant: l.variant,
    quantity: l.quantity,
    index: l.index,
  }));

  return {
    channel: 'counter',
    placedBy: seller.email,
    customer: { name: request.customerName?.trim() ?? '', mobile, email: null },
    fulfilment: { type: 'pickup', address: null, pincode: null, preferredDate: null },
    lines: lines.map(({ productId, name, variant, quantity, pricePaise, discountPaise }) => ({
      productId,
      name,
      variant,
      quantity,
      pricePaise,
      discountPaise,
    })),
    stockLines,
    pricing: stockPricing,
    offer,
    // All taken off the items: the lines' own discounts, the offer's and the bill's.
    discountPaise: paise(itemsTotal - totalPaise),
    deliveryChargePaise: paise(0),
    totalPaise,
    giftMessage: null,
    language: request.language ?? DEFAULT_LANGUAGE,
    buyer,
    // The seller's shift is found in the sale's own transaction, with its row locked (place-order.service.ts).
    settled: { parts, by: seller.email, shiftId: null },
    invoice:
      counter.invoicePrefix === null
        ? { prefix: invoicePrefix, series: 'web' }
        : { prefix: counter.invoicePrefix, series: 'counter' },
  };
}
