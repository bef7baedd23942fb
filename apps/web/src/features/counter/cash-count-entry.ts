import { countedCash, DENOMINATIONS, paise, rupeesToPaise, type Paise } from '@halwai/domain';

/** How many of each note and coin were typed, by denomination ("500" → "3"). */
export type CountEntry = Partial<Record<string, string>>;

/** A typed count as a whole number from 0; anything else is none. */
const typedCount = (text: string | undefined) => (/^\d{1,5}$/.test((text ?? '').trim()) ? Number(text!.trim()) : 0);

/** The count as the close sends it: `{"500": 3, "10": 7}`, denominations left at 0 left out. */
export function countedNotes(entry: CountEntry): Record<string, number> {
  return Object.fromEntries(
    DENOMINATIONS.map((d) => [String(d), typedCount(entry[String(d)])] as const).filter(([, n]) => n > 0),
  );
}

export interface DrawerCount {
  counted: Paise;
  expected: Paise;
  /** Counted less expected: below 0 the drawer is short, above it over. */
  difference: Paise;
}

/** The drawer as counted against what it should hold (rupees, as the shift answers it). */
export function drawerCount(entry: CountEntry, expectedRupees: number): DrawerCount {
  const counted = countedCash(countedNotes(entry));
  const expected = rupeesToPaise(expectedRupees);
  return { counted, expected, difference: paise(counted - expected) };
}
