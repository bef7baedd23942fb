import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the catalogue path with optional category and subcategory', () => {
    expect(paths.sweets()).toBe('/sweets');
    expect(paths.sweets(3)).toBe('/sweets/3');
    expect(paths.sweets(3, 7)).toBe('/sweets/3/7');
  });

  it('puts the access key of an order in the query string', () => {
    expect(paths.orderSuccess(12, 'a/b+c')).toBe('/order-successful/12?key=a%2Fb%2Bc');
  });
});
