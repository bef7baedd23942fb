import { isCounterWeight } from '@halwai/domain';

export type WeightUnit = 'g' | 'kg';

/** What the number pad has typed so far, in grams or kilos ("350", "1.25"). */
export interface WeightEntry {
  unit: WeightUnit;
  digits: string;
}

export const EMPTY_WEIGHT: WeightEntry = { unit: 'g', digits: '' };

/** A pad key: a digit, the decimal point (kilos only, three places: grams), backspace or clear. */
export function pressKey(entry: WeightEntry, key: string): WeightEntry {
  if (key === 'clear') return { ...entry, digits: '' };
  if (key === 'backspace') return { ...entry, digits: entry.digits.slice(0, -1) };
  if (key === '.') {
    if (entry.unit !== 'kg' || entry.digits.includes('.')) return entry;
    return { ...entry, digits: `${entry.digits || '0'}.` };
  }
  if (!/^\d$/.test(key)) return entry;
  const next = entry.digits === '0' ? key : entry.digits + key;
  const decimals = next.split('.')[1];
  if (decimals !== undefined && decimals.length > 3) return entry;
  // No weight has more than six digits of grams: a stuck key stops there.
  if (next.replace('.', '').length > 6) return entry;
  return { ...entry, digits: next };
}

/** The other unit, keeping the weight typed (350 g is 0.35 kg). */
export function switchUnit(entry: WeightEntry, unit: WeightUnit): WeightEntry {
  if (unit === entry.unit) return entry;
  const grams = gramsOf(entry);
  if (grams === null) return { unit, digits: '' };
  return { unit, digits: unit === 'g' ? String(grams) : String(grams / 1000) };
}

/** The typed weight in whole grams, or null while it is none or out of the counter's range (1 g to 100 kg). */
export function gramsOf(entry: WeightEntry): number | null {
  if (entry.digits === '' || entry.digits === '.') return null;
  const value = Number(entry.digits);
  const grams = entry.unit === 'g' ? value : Math.round(value * 1000);
  return isCounterWeight(grams) ? grams : null;
}
