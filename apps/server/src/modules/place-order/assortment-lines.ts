import { chosenCounts, choiceProblem, say, withParams, type BoxChoice, type CodedMessage } from '@halwai/domain';
import { badRequest } from '../../lib/problems.js';
import type { PricedLine } from '../orders/orders.pricing.js';
import type { ProductPricing } from '../products/products.service.js';
import type { StockLine } from '../stock/stock.service.js';

/** A line as a channel's request has it: the product, its pack, how many, and a gift box's pieces. */
export interface BoxRequestLine {
  id: number;
  selectedWeight: string;
  quantity: number;
  choices?: readonly number[] | undefined;
}

/** Every product a request names: its lines' and their boxes' pieces, for one read of the prices. */
export const productsNamed = (lines: readonly { id: number; choices?: readonly number[] | undefined }[]): number[] => [
  ...new Set(lines.flatMap((l) => [l.id, ...(l.choices ?? [])])),
];

/**
 * Checks each gift box line's choices by its box's rule (400 `cartItems.{i}.choices`, naming the
 * box): exactly `pick` pieces, each one of its sweets, a sweet twice only when the box allows it, and
 * each chosen sweet on sale now with a pack of the box's portion. Choices on an ordinary product are
 * refused too. A product that is gone is left to the pricing, which names it.
 */
export function checkBoxChoices(items: readonly BoxRequestLine[], pricing: ReadonlyMap<number, ProductPricing>): void {
  const errors: Record<string, CodedMessage[]> = {};
  let first: CodedMessage | null = null;
  const refuse = (index: number, said: CodedMessage) => {
    (errors[`cartItems.${index}.choices`] ??= []).push(said);
    first ??= said;
  };
  for (const [index, line] of items.entries()) {
    const product = pricing.get(line.id);
    if (!product) continue;
    const box = product.assortment;
    const named = (said: CodedMessage, choice?: ProductPricing) =>
      withParams(said, { nameHi: product.nameHi, ...(choice && { choiceHi: choice.nameHi }) });
    if (!box) {
      if (line.choices) refuse(index, named(say('assortment.notABox', product.name)));
      continue;
    }
    const choices = line.choices ?? [];
    const problem = choiceProblem(box, choices);
    if (problem?.kind === 'count') refuse(index, named(say('assortment.choicesCount', product.name, box.pick)));
    else if (problem?.kind === 'notOffered') refuse(index, named(say('assortment.choiceNotOffered', product.name)));
    else if (problem?.kind === 'twice') {
      const choice = pricing.get(problem.productId);
      refuse(index, named(say('assortment.choiceTwice', product.name, choice?.name ?? String(problem.productId)), choice));
    } else {
      const unavailable = choices.find((id) => !onSale(pricing.get(id), box.portion));
      if (unavailable !== undefined) {
        const choice = pricing.get(unavailable);
        refuse(index, named(say('assortment.choiceUnavailable', product.name, choice?.name ?? String(unavailable)), choice));
      }
    }
  }
  if (first) throw badRequest(first, errors);
}

/** A sweet a box may take a portion of: there, switched on, not a box itself, with a pack of that label. */
const onSale = (product: ProductPricing | undefined, portion: string): boolean =>
  !!product && product.isAvailable && !product.assortment && product.prices.has(portion);

/** The priced lines with each box's contents as the order keeps them: a place each, the names as sold. */
export function withContents(lines: readonly PricedLine[], pricing: ReadonlyMap<number, ProductPricing>): PricedLine[] {
  return lines.map((line) => {
    const box = pricing.get(line.productId)?.assortment;
    if (!box || !line.choices) return line;
    const contents = line.choices.map((id): BoxChoice => {
      const choice = pricing.get(id)!;
      return { productId: id, name: choice.name, ...(choice.nameHi !== null && { nameHi: choice.nameHi }), portion: box.portion };
    });
    return { ...line, contents };
  });
}

/**
 * What each box takes from its sweets' stock: a portion (the sweet's pack of that label) a place, a
 * sweet chosen twice taken twice, times the boxes ordered; each with the cart line it came from, so a
 * 409 marks the box's line. The box's own stock, if counted, is taken as any line's.
 */
export function boxStockLines(lines: readonly PricedLine[], pricing: ReadonlyMap<number, ProductPricing>, indexOf: (line: PricedLine) => number): StockLine[] {
  return lines.flatMap((line) => {
    const box = pricing.get(line.productId)?.assortment;
    if (!box || !line.choices) return [];
    return [...chosenCounts(line.choices)].map(([id, count]) => ({
      productId: id,
      name: pricing.get(id)!.name,
      variant: box.portion,
      quantity: count * line.quantity,
      index: indexOf(line),
    }));
  });
}

/** The first request line a priced line came from: same product and pack, and a box's same pieces. */
export function requestIndex(items: readonly BoxRequestLine[], line: PricedLine): number {
  const key = (choices: readonly number[] | undefined) => (choices ? JSON.stringify([...choices].sort((a, b) => a - b)) : '');
  return Math.max(
    0,
    items.findIndex((c) => c.id === line.productId && c.selectedWeight === line.variant && key(c.choices) === key(line.choices)),
  );
}
