import {
  DEFAULT_LANGUAGE,
  addPaise,
  isValidMobile,
  multiplyPaise,
  normaliseItemType,
  normaliseMobile,
  paise,
  priceForWeight,
  pricePerKgOf,
  rupeesToPaise,
  say,
  settlePayments,
  weightLabel,
  type CodedMessage,
  type CounterPaymentPart,
  type CounterSaleRequest,
  type CounterSettings,
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
  /** The shift the seller has open: the bill counts in its drawer and Z report. */
  shiftId: number | null;
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
  /** What one takes from the stock, in thousandths of the item's unit. */
  shareMilli: number;
}

/** Prices each line from the database: a pack at its price, a weight at the price per kg to the paisa. */
function priceLines(
  request: CounterSaleRequest,
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
      shareMilli: product.shares.get(label) ?? 1000,
    });
  }
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
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
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
  const mobile = mobileGiven === '' ? '' : normaliseMobile(mobileGiven);
  const offer = request.offerCode?.trim()
    ? await offers.apply(request.offerCode, itemsTotal, { mobile: mobile || undefined, now, timeZone, minimum: paise(0) })
    : null;
  const offerOff = offer?.discountPaise ?? paise(0);
  const billDiscount = rupeesToPaise(request.discount ?? 0);
  const discountLimit = seller.cashier ? rupeesToPaise(counter.cashierDiscountLimit) : paise(itemsTotal - offerOff);
  const mostOff = paise(Math.min(discountLimit, itemsTotal - offerOff));
  if (billDiscount > mostOff) {
    const said = say('counter.discountRange', mostOff);
    throw badRequest(said, { discount: [said] });
  }
  const totalPaise = paise(itemsTotal - offerOff - billDiscount);

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
    lines: lines.map(({ productId, name, variant, quantity, pricePaise }) => ({
      productId,
      name,
      variant,
      quantity,
      pricePaise,
    })),
    stockLines,
    pricing: stockPricing,
    offer,
    discountPaise: paise(offerOff + billDiscount),
    deliveryChargePaise: paise(0),
    totalPaise,
    giftMessage: null,
    language: request.language ?? DEFAULT_LANGUAGE,
    buyer,
    settled: { parts, by: seller.email, shiftId: seller.shiftId },
    invoice:
      counter.invoicePrefix === null
        ? { prefix: invoicePrefix, series: 'web' }
        : { prefix: counter.invoicePrefix, series: 'counter' },
  };
}
