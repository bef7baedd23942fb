// The rules of a gift box's choices and price, zod-free: the cart and the chooser a shopper loads use them.
import type { Assortment } from './assortment.js';
import { addPaise, type Paise } from './money.js';

/** What is wrong with a box's choices, by the box's own rule; null when they fill it. */
export type ChoiceProblem =
  | { kind: 'count' }
  | { kind: 'notOffered'; productId: number }
  | { kind: 'twice'; productId: number };

/**
 * The rule of a box's choices: exactly `pick` of them, each one of `from`, and no sweet twice when
 * the box takes no repeats. `choiceProblem({ pick: 2, from: [3, 7], repeats: false, … }, [3, 3])`
 * is `{ kind: 'twice', productId: 3 }`.
 */
export function choiceProblem(assortment: Pick<Assortment, 'pick' | 'from' | 'repeats'>, choices: readonly number[]): ChoiceProblem | null {
  if (choices.length !== assortment.pick) return { kind: 'count' };
  const offered = new Set(assortment.from);
  const seen = new Set<number>();
  for (const id of choices) {
    if (!offered.has(id)) return { kind: 'notOffered', productId: id };
    if (seen.has(id) && !assortment.repeats) return { kind: 'twice', productId: id };
    seen.add(id);
  }
  return null;
}

/** How many places each chosen sweet fills: `chosenCounts([3, 7, 3])` is {3 → 2, 7 → 1}, in first-chosen order. */
export function chosenCounts(choices: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of choices) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** Whether one more of `productId` may go in a box already holding `choices`. */
export function canChoose(assortment: Pick<Assortment, 'pick' | 'repeats'>, choices: readonly number[], productId: number): boolean {
  if (choices.length >= assortment.pick) return false;
  return assortment.repeats || !choices.includes(productId);
}

/**
 * One box's price: the box's own (`pricing: 'box'`), or the sum of the chosen portions' prices
 * (`'portions'`, a sweet chosen twice counted twice). Undefined when a portion has no price.
 * `boxPrice({ pricing: 'portions' }, 0, [3, 3], (id) => 12000)` is 24000.
 */
export function boxPrice(
  assortment: Pick<Assortment, 'pricing'>,
  ownPrice: Paise,
  choices: readonly number[],
  portionPrice: (productId: number) => Paise | undefined,
): Paise | undefined {
  if (assortment.pricing === 'box') return ownPrice;
  const prices = choices.map(portionPrice);
  if (prices.some((p) => p === undefined)) return undefined;
  return addPaise(...(prices as Paise[]));
}

/** An order line's choices listed once each with their count, as paper prints them: "2 × Kaju Katli (250 g)". */
export function groupedChoices<C extends { productId: number | null; name: string; portion: string }>(choices: readonly C[]): { choice: C; count: number }[] {
  const groups = new Map<string, { choice: C; count: number }>();
  for (const choice of choices) {
    const key = JSON.stringify([choice.productId, choice.name, choice.portion]);
    const seen = groups.get(key);
    if (seen) seen.count += 1;
    else groups.set(key, { choice, count: 1 });
  }
  return [...groups.values()];
}
