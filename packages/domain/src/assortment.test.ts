import { describe, expect, it } from 'vitest';
import { ASSORTMENT_MESSAGES, assortmentFieldSchema, boxPrice, canChoose, choiceProblem, chosenCounts, groupedChoices } from './assortment.js';
import { paise, type Paise } from './money.js';

const box = { pick: 4, from: [3, 7, 9], portion: '250 g', repeats: true, pricing: 'box' as const };

describe('a gift box the customer fills', () => {
  it('reads the form field as JSON text or an object, with repeats allowed and the box priced by default', () => {
    expect(assortmentFieldSchema.parse('{"pick":4,"from":[3,7,9],"portion":" 250 g "}')).toEqual(box);
    expect(assortmentFieldSchema.parse({ pick: 2, from: [3, 7], portion: '1 pc', repeats: false, pricing: 'portions' })).toMatchObject({ repeats: false, pricing: 'portions' });
    expect(assortmentFieldSchema.parse('')).toBeNull();
    expect(assortmentFieldSchema.parse(null)).toBeNull();
    expect(assortmentFieldSchema.parse(undefined)).toBeUndefined();
  });

  it('refuses a box of no pieces or too many, too few or repeated sweets, no portion, text that is not JSON', () => {
    const message = (value: unknown) => assortmentFieldSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ ...box, pick: 0 })).toBe(ASSORTMENT_MESSAGES.pick);
    expect(message({ ...box, pick: 25 })).toBe(ASSORTMENT_MESSAGES.pick);
    expect(message({ ...box, pick: 1.5 })).toBe(ASSORTMENT_MESSAGES.pick);
    expect(message({ ...box, from: [3] })).toBe(ASSORTMENT_MESSAGES.from);
    expect(message({ ...box, from: [3, 3] })).toBe(ASSORTMENT_MESSAGES.from);
    expect(message({ ...box, from: Array.from({ length: 51 }, (_, i) => i + 1) })).toBe(ASSORTMENT_MESSAGES.from);
    expect(message({ ...box, portion: ' ' })).toBe(ASSORTMENT_MESSAGES.portion);
    expect(message({ ...box, pricing: 'free' })).toBe(ASSORTMENT_MESSAGES.pricing);
    expect(message('{pick: 4')).toBe(ASSORTMENT_MESSAGES.notJson);
  });

  it('takes exactly pick choices, each one of from, a sweet twice only when repeats are allowed', () => {
    expect(choiceProblem(box, [3, 3, 7, 9])).toBeNull();
    expect(choiceProblem(box, [3, 7, 9])).toEqual({ kind: 'count' });
    expect(choiceProblem(box, [3, 7, 9, 9, 9])).toEqual({ kind: 'count' });
    expect(choiceProblem(box, [3, 7, 9, 4])).toEqual({ kind: 'notOffered', productId: 4 });
    expect(choiceProblem({ ...box, pick: 2, repeats: false }, [7, 7])).toEqual({ kind: 'twice', productId: 7 });
    expect(choiceProblem({ ...box, pick: 2, repeats: false }, [7, 3])).toBeNull();
  });

  it('lets one more in while the box has room, and a sweet again only with repeats', () => {
    expect(canChoose(box, [3, 3, 3], 3)).toBe(true);
    expect(canChoose(box, [3, 3, 3, 7], 9)).toBe(false);
    expect(canChoose({ ...box, repeats: false }, [3], 3)).toBe(false);
    expect(canChoose({ ...box, repeats: false }, [3], 7)).toBe(true);
  });

  it('prices a box by its own price, or by the sum of its portions (a repeat counted twice)', () => {
    const portion = (id: number): Paise | undefined => (id === 9 ? undefined : paise(id * 1000));
    expect(boxPrice(box, paise(99900), [3, 3, 7, 9], portion)).toBe(99900);
    expect(boxPrice({ pricing: 'portions' }, paise(99900), [3, 3, 7], portion)).toBe(13000);
    expect(boxPrice({ pricing: 'portions' }, paise(99900), [3, 9], portion)).toBeUndefined();
  });

  it('counts each chosen sweet once for paper', () => {
    expect([...chosenCounts([3, 7, 3])]).toEqual([
      [3, 2],
      [7, 1],
    ]);
    const kaju = { productId: 3, name: 'Kaju Katli', portion: '250 g' };
    const barfi = { productId: 7, name: 'Barfi', portion: '250 g' };
    expect(groupedChoices([kaju, barfi, kaju])).toEqual([
      { choice: kaju, count: 2 },
      { choice: barfi, count: 1 },
    ]);
  });
});
