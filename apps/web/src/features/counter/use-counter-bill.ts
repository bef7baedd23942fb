import { useMemo, useState } from 'react';
import type { Catalogue, CounterScan, Paise } from '@halwai/domain';
import { addLine, setLineDiscount, setQuantity, weighedLine, type BillLine, type NewLine } from './counter-bill';
import { itemsById, kiloPriceOf, packsOf, type CounterItem, type CounterPack } from './counter-items';

/** A question the counter asks before adding an item: which pack, or what weight. */
export type AddQuestion =
  { kind: 'pack'; item: CounterItem; packs: CounterPack[] } | { kind: 'weight'; item: CounterItem; pricePerKg: Paise };

export type ScanOutcome = { added: CounterItem } | { asking: CounterItem } | { unknown: true } | { cannotWeigh: CounterItem };

const packLine = (item: CounterItem, pack: CounterPack): NewLine => ({
  productId: item.id,
  name: item.name,
  nameHi: item.nameHi,
  variant: pack.label,
  unitPrice: pack.price,
});

/**
 * The bill's lines and how an item joins them: a pack added at once (or chosen among several), a
 * by-weight item weighed on the number pad, a scan added as its code says.
 */
export function useCounterBill(catalogue: Catalogue | undefined) {
  const [lines, setLines] = useState<BillLine[]>([]);
  const [question, setQuestion] = useState<AddQuestion | null>(null);
  const byId = useMemo(() => (catalogue ? itemsById(catalogue) : new Map<number, CounterItem>()), [catalogue]);
  const add = (line: NewLine) => setLines((current) => addLine(current, line));

  /** An item tapped (with its pack, from a quick key): added, or a question asked. True when added. */
  const pick = (item: CounterItem, variant?: string): boolean => {
    const packs = packsOf(item);
    const named = variant === undefined ? undefined : packs.find((p) => p.label === variant);
    if (named) {
      add(packLine(item, named));
      return true;
    }
    const pricePerKg = kiloPriceOf(item);
    if (pricePerKg !== null) setQuestion({ kind: 'weight', item, pricePerKg });
    else if (packs.length === 1) {
      add(packLine(item, packs[0]!));
      return true;
    } else if (packs.length > 1) setQuestion({ kind: 'pack', item, packs });
    return false;
  };

  const addScanned = (scan: CounterScan): ScanOutcome => {
    const item = byId.get(scan.productId);
    if (!item) return { unknown: true };
    if (scan.weightGrams !== undefined) {
      const pricePerKg = kiloPriceOf(item);
      if (pricePerKg === null) return { cannotWeigh: item };
      add(weighedLine(item, pricePerKg, scan.weightGrams));
      return { added: item };
    }
    return pick(item, scan.variant) ? { added: item } : { asking: item };
  };

  return {
    lines,
    question,
    pick,
    addScanned,
    choosePack: (pack: CounterPack) => {
      if (question) add(packLine(question.item, pack));
      setQuestion(null);
    },
    weigh: (grams: number) => {
      if (question?.kind === 'weight') add(weighedLine(question.item, question.pricePerKg, grams));
      setQuestion(null);
    },
    cancelQuestion: () => setQuestion(null),
    setQuantity: (index: number, quantity: number) => setLines((current) => setQuantity(current, index, quantity)),
    setLineDiscount: (index: number, discount: Paise) => setLines((current) => setLineDiscount(current, index, discount)),
    clear: () => setLines([]),
  };
}
