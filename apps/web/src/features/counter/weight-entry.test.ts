import { describe, expect, it } from 'vitest';
import { EMPTY_WEIGHT, gramsOf, pressKey, switchUnit, type WeightEntry } from './weight-entry';

const typed = (keys: string[], from: WeightEntry = EMPTY_WEIGHT) => keys.reduce(pressKey, from);

describe('weight entry', () => {
  it('reads grams as typed, and kilos to the gram', () => {
    expect(gramsOf(typed(['3', '5', '0']))).toBe(350);
    expect(gramsOf(typed(['1', '.', '2', '5'], { unit: 'kg', digits: '' }))).toBe(1250);
    expect(gramsOf(typed(['.', '3', '3', '3'], { unit: 'kg', digits: '' }))).toBe(333);
  });

  it('takes a point in kilos only, three places at most', () => {
    expect(typed(['1', '.', '5']).digits).toBe('15');
    expect(typed(['1', '.', '2', '3', '4', '5'], { unit: 'kg', digits: '' }).digits).toBe('1.234');
  });

  it('deletes the last digit and clears', () => {
    expect(typed(['3', '5', '0', 'backspace']).digits).toBe('35');
    expect(typed(['3', '5', 'clear']).digits).toBe('');
  });

  it('keeps the weight when the unit changes', () => {
    expect(switchUnit(typed(['3', '5', '0']), 'kg')).toEqual({ unit: 'kg', digits: '0.35' });
    expect(switchUnit({ unit: 'kg', digits: '1.25' }, 'g')).toEqual({ unit: 'g', digits: '1250' });
  });

  it('has no weight outside 1 g to 100 kg', () => {
    expect(gramsOf(EMPTY_WEIGHT)).toBeNull();
    expect(gramsOf(typed(['0']))).toBeNull();
    expect(gramsOf({ unit: 'kg', digits: '100.001' })).toBeNull();
    expect(gramsOf({ unit: 'kg', digits: '100' })).toBe(100_000);
  });
});
