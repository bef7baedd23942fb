import { describe, expect, it } from 'vitest';
import { countedNotes, drawerCount } from './cash-count-entry';

describe('the drawer count', () => {
  it('adds the notes and coins typed, ignores what is not a whole count, and sets it against the expected cash', () => {
    const entry = { '500': '2', '200': '1', '20': ' 2 ', '5': 'x', '1': '-3' };
    expect(countedNotes(entry)).toEqual({ '500': 2, '200': 1, '20': 2 });
    expect(drawerCount(entry, 1276.5)).toEqual({ counted: 124000, expected: 127650, difference: -3650 });
    expect(drawerCount({}, 0)).toEqual({ counted: 0, expected: 0, difference: 0 });
  });
});
