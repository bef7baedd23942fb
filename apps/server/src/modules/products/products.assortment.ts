import { assortmentSchema, type Assortment, type ProductForm, say } from '@halwai/domain';
import { fieldError } from '../../lib/problems.js';
import type { ProductColumns } from './products.repository.js';

/** The stored assortment JSON; null for an ordinary product, or a hand-edited row that no longer reads as one. */
export function storedAssortment(json: string | null): Assortment | null {
  if (json === null) return null;
  try {
    const parsed = assortmentSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The assortment column of a checked form, by the rule of the food column: left out keeps, null clears. */
export function assortmentColumn(form: Pick<ProductForm, 'assortment'>): Partial<ProductColumns> {
  if (form.assortment === undefined) return {};
  return { assortment: form.assortment === null ? null : JSON.stringify(form.assortment) };
}

/** What checking a box's sweets needs of each: its name, whether it is a box itself, its packs' labels. */
export interface BoxPart {
  id: number;
  name: string;
  isBox: boolean;
  labels: readonly string[];
}

/**
 * The sweets a box offers must exist, not be boxes themselves (nor the box), and each have a pack
 * labelled as the portion, which is what one place takes: its price and its share of the stock.
 * A refusal is a 400 on `assortment.from`.
 */
export function checkBoxParts(assortment: Assortment, parts: ReadonlyMap<number, BoxPart>, selfId: number | null): void {
  for (const id of assortment.from) {
    if (id === selfId) throw fieldError('assortment.from', say('assortment.fromItself'));
    const part = parts.get(id);
    if (!part) throw fieldError('assortment.from', say('assortment.fromMissing', id));
    if (part.isBox) throw fieldError('assortment.from', say('assortment.fromIsBox', part.name));
    if (!part.labels.includes(assortment.portion)) throw fieldError('assortment.from', say('assortment.fromNoPortion', part.name, assortment.portion));
  }
}
