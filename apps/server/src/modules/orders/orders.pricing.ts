import {
  ORDER_FORM_MESSAGES,
  MAX_INT32,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MESSAGES,
  addPaise,
  boxPrice,
  checkFulfilment,
  deliveryCharge,
  hasVisibleText,
  isValidMobile,
  multiplyPaise,
  paise,
  paiseToRupees,
  rupeesToPaise,
  type DeliveryTerms,
  type FulfilmentRequest,
  type Paise,
  type PlaceOrderRequest,
  say,
  withParams,
  type CodedMessage,
  type DateWindow,
  type BoxChoice,
} from '@halwai/domain';
import { badRequest, conflict } from '../../lib/problems.js';
import type { ProductPricing } from '../products/products.service.js';

type RequestLine = PlaceOrderRequest['cartItems'][number];

/** One order line as the database prices it. */
export interface PricedLine {
  productId: number;
  name: string;
  variant: string;
  quantity: number;
  pricePaise: Paise;
  /** Staff's discount on the whole line at the counter (part of the order's discount); none on the web. */
  discountPaise?: Paise;
  /** A gift box's pieces as the customer chose them (product ids); absent on an ordinary line. */
  choices?: readonly number[];
  /** …and as the order keeps them, with their names: the channel fills it in (`place-order/assortment-lines.ts`). */
  contents?: readonly BoxChoice[];
}

/** The largest total an order may carry: the orders table keeps it in a 32-bit integer. */
const MAX_TOTAL_PAISE = MAX_INT32;
const tooLarge = () => badRequest(ORDER_FORM_MESSAGES.tooLarge);

/** How the order is fulfilled, as stored: only what its type needs. */
export interface CheckedFulfilment {
  type: 'pickup' | 'delivery';
  address: string | null;
  pincode: string | null;
  preferredDate: string | null;
  /** The slot of the preferred date, "HH:MM-HH:MM" (place-order/slot-place.ts); absent or null: none. */
  slot?: string | null;
}

/**
 * Checks the customer's pickup or delivery choice against the shop's terms (400 naming the field);
 * no choice is a pickup, as the spec's call without `fulfilment` always was.
 */
export function checkFulfilmentChoice(
  choice: FulfilmentRequest | undefined,
  terms: DeliveryTerms,
  now: Date,
  timeZone: string,
  dates?: DateWindow,
): CheckedFulfilment {
  const given = choice ?? { type: 'pickup' as const };
  const problem = checkFulfilment(given, terms, now, timeZone, dates);
  if (problem) throw badRequest(problem.message, { [`fulfilment.${problem.field}`]: [problem.message] });
  const delivery = given.type === 'delivery';
  return {
    type: given.type,
    address: delivery ? given.address!.trim() : null,
    pincode: delivery ? given.pincode!.trim() : null,
    preferredDate: given.preferredDate || null,
  };
}

/**
 * The delivery charge the server works out (a figure from the client is never used) and the order
 * total with it: items − discount + delivery. Free delivery is judged on the items before the discount.
 */
export function priceFulfilment(
  fulfilment: CheckedFulfilment,
  itemsTotal: Paise,
  terms: DeliveryTerms,
  discountPaise: Paise = 0 as Paise,
): { deliveryChargePaise: Paise; totalPaise: Paise } {
  const deliveryChargePaise = fulfilment.type === 'delivery' ? deliveryCharge(itemsTotal, terms) : (0 as Paise);
  const totalPaise = addPaise(itemsTotal, paise(-discountPaise), deliveryChargePaise);
  if (totalPaise > MAX_TOTAL_PAISE) throw tooLarge();
  return { deliveryChargePaise, totalPaise };
}

/** The cart-wide checks that need no database, in the spec's order. */
export function checkCustomerAndCart(request: PlaceOrderRequest): void {
  if (request.cartItems.length === 0) throw badRequest(MESSAGES.cartEmpty);
  if (!hasVisibleText(request.customerName) || !isValidMobile(request.customerMobile)) throw badRequest(MESSAGES.nameAndPhone);
}

/**
 * What one of a line costs: its pack's price, or for a gift box with its choices, the box's price
 * by its own rule (its pack's price, or the sum of the chosen portions'). Undefined: no such pack.
 */
function unitPrice(product: ProductPricing, line: Pick<RequestLine, 'selectedWeight' | 'choices'>, pricing: ReadonlyMap<number, ProductPricing>): Paise | undefined {
  const own = product.prices.get(line.selectedWeight);
  const box = product.assortment;
  if (own === undefined || !box || !line.choices) return own;
  return boxPrice(box, own, line.choices, (id) => pricing.get(id)?.prices.get(box.portion));
}

/** Collects one message per offending cart line, keyed `cartItems.{index}` so the cart can mark the line. */
class LineErrors {
  readonly errors: Record<string, CodedMessage[]> = {};
  first: CodedMessage | null = null;
  add(index: number, message: CodedMessage) {
    (this.errors[`cartItems.${index}`] ??= []).push(message);
    this.first ??= message;
  }
}

/**
 * Reprices a cart from current product data: merges repeated product + variant lines, then refuses
 * a bad quantity or too many lines (400), any line whose item is gone, unavailable, or whose
 * variant or price changed (409, naming the item), and a total below the shop's `minimum` (400).
 * The total is Σ database price × quantity; prices include GST, so nothing is added.
 */
export function priceCart(
  items: readonly RequestLine[],
  pricing: ReadonlyMap<number, ProductPricing>,
  minimum: Paise,
): { lines: PricedLine[]; totalPaise: Paise } {
  const clientName = (line: RequestLine) => line.name?.trim() || 'An item';
  const displayName = (line: RequestLine) => pricing.get(line.id)?.name ?? clientName(line);
  // A product's Hindi name goes with its name, so a Hindi page names it in Hindi.
  const named = (said: CodedMessage, line: RequestLine) => withParams(said, { nameHi: pricing.get(line.id)?.nameHi });

  // Merge the same product + variant (and a gift box's same pieces) into one line, remembering where it first appeared.
  const merged = new Map<string, { first: number; line: RequestLine; quantity: number }>();
  for (const [index, line] of items.entries()) {
    const key = JSON.stringify(line.choices ? [line.id, line.selectedWeight, [...line.choices].sort((a, b) => a - b)] : [line.id, line.selectedWeight]);
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { first: index, line, quantity: line.quantity });
  }
  if (merged.size > MAX_ORDER_LINES) throw badRequest(MESSAGES.tooManyLines);

  const malformed = new LineErrors();
  for (const [index, line] of items.entries()) {
    if (line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) malformed.add(index, named(say('common.quantityRange', displayName(line)), line));
  }
  if (!malformed.first) {
    for (const { first, line, quantity } of merged.values()) {
      if (quantity > MAX_LINE_QUANTITY) malformed.add(first, named(say('common.quantityRange', displayName(line)), line));
    }
  }
  if (malformed.first) throw badRequest(malformed.first, malformed.errors);

  const stale = new LineErrors();
  for (const [index, line] of items.entries()) {
    const product = pricing.get(line.id);
    if (!product) {
      stale.add(index, say('common.itemGone', clientName(line)));
      continue;
    }
    if (!product.isAvailable) {
      stale.add(index, named(say('common.itemUnavailable', product.name), line));
      continue;
    }
    const current = unitPrice(product, line, pricing);
    if (current === undefined) stale.add(index, named(say('common.variantGone', product.name, line.selectedWeight), line));
    else if (rupeesToPaise(line.price) !== current) stale.add(index, named(say('common.priceChanged', product.name, line.selectedWeight), line));
  }
  if (stale.first) throw conflict(stale.first, stale.errors);

  const lines = [...merged.values()].map(({ line, quantity }): PricedLine => {
    const product = pricing.get(line.id)!;
    return {
      productId: product.id,
      name: product.name,
      variant: line.selectedWeight,
      quantity,
      pricePaise: unitPrice(product, line, pricing)!,
      ...(line.choices && { choices: line.choices }),
    };
  });
  const totalPaise = addPaise(...lines.map((l) => multiplyPaise(l.pricePaise, l.quantity)));
  if (totalPaise < minimum) throw badRequest(say('common.minimumOrder', paiseToRupees(minimum)));
  if (totalPaise > MAX_TOTAL_PAISE) throw tooLarge();
  return { lines, totalPaise };
}
