import { pricePerKgOf, rupeesToPaise, type Catalogue, type CounterItemInfo, type Paise, type Product } from '@halwai/domain';

/** A catalogue item as the counter reads it: `pricePerKg` (rupees) comes with newer answers, absent or null before. */
export type CounterItem = Product & { pricePerKg?: number | null };

/** A pack as the bill prices it. */
export interface CounterPack {
  label: string;
  price: Paise;
}

export const packsOf = (item: Product): CounterPack[] =>
  item.prices.map((p) => ({ label: p.label, price: rupeesToPaise(p.price) }));

/**
 * What a kilo costs when the item is weighed at the counter: only a by-kilo item is, priced by its own
 * price per kg or its 1 kg pack (domain `pricePerKgOf`); null means it is sold by the pack.
 */
export function kiloPriceOf(item: CounterItem): Paise | null {
  if (item.itemType !== 'ByKilo') return null;
  const own = item.pricePerKg == null ? null : rupeesToPaise(item.pricePerKg);
  return pricePerKgOf({ pricePerKg: own, packs: packsOf(item) });
}

/** The catalogue's items by id, for scans and quick keys that name an item by its number. */
export const itemsById = (catalogue: Pick<Catalogue, 'items'>): Map<number, CounterItem> =>
  new Map(catalogue.items.map((item) => [item.id, item]));

/** The catalogue with each item's own price per kg, which only staff read (`GET /api/counter/items`). */
export function withCounterPrices(catalogue: Catalogue, info: readonly CounterItemInfo[]): Catalogue & { items: CounterItem[] } {
  const perKg = new Map(info.map((i) => [i.productId, i.pricePerKg]));
  return { ...catalogue, items: catalogue.items.map((item) => ({ ...item, pricePerKg: perKg.get(item.id) ?? null })) };
}
