import { describe, expect, it } from 'vitest';
import { createOrderKeys } from './order-key';

describe('order keys', () => {
  it('keeps one key while the content stays the same and makes a new one when it changes', () => {
    let n = 0;
    const keys = createOrderKeys(() => `key-${++n}`);
    expect(keys.keyFor('cart A')).toBe('key-1');
    expect(keys.keyFor('cart A')).toBe('key-1');
    expect(keys.keyFor('cart B')).toBe('key-2');
    expect(keys.keyFor('cart A')).toBe('key-3');
  });

  it('makes a new key after an order went through', () => {
    let n = 0;
    const keys = createOrderKeys(() => `key-${++n}`);
    keys.keyFor('cart A');
    keys.forget();
    expect(keys.keyFor('cart A')).toBe('key-2');
  });

  it('uses random UUIDs by default', () => {
    expect(createOrderKeys().keyFor('cart')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
