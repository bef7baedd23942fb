import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, type CartLine } from '@halwai/domain';
import { createCartStore, readStoredCart } from './cart-store';

const laddoo: CartLine = {
  id: 15,
  name: 'Motichoor Laddoo',
  price: 120,
  selectedWeight: '250 g',
  quantity: 1,
  thumbnail: '/media/a.webp',
};
const laddooKilo: CartLine = { ...laddoo, price: 480, selectedWeight: '1 kg' };
const stored = () => JSON.parse(localStorage.getItem('cartItems') ?? 'null') as unknown;

describe('cart store', () => {
  it('saves every change to localStorage.cartItems as a plain array of lines', () => {
    const cart = createCartStore(localStorage);
    cart.getState().add(laddoo);
    expect(stored()).toEqual([laddoo]);
    cart.getState().add({ ...laddoo, quantity: 2 });
    expect(stored()).toEqual([{ ...laddoo, quantity: 3 }]);
    cart.getState().clear();
    expect(stored()).toEqual([]);
  });

  it("follows a renamed product's names into every line of it and the stored cart, and changes nothing else", () => {
    const cart = createCartStore(localStorage);
    cart.getState().add(laddoo);
    cart.getState().add(laddooKilo);
    const before = cart.getState().lines;
    cart.getState().followNames([{ id: 15, name: 'Motichoor Laddoo' }, { id: 99, name: 'Other' }]);
    expect(cart.getState().lines).toBe(before);
    cart.getState().followNames([{ id: 15, name: 'Desi Ghee Laddoo', nameHi: 'देसी घी लड्डू' }]);
    const renamed = { name: 'Desi Ghee Laddoo', nameHi: 'देसी घी लड्डू' };
    expect(cart.getState().lines).toEqual([{ ...laddoo, ...renamed }, { ...laddooKilo, ...renamed }]);
    expect(stored()).toEqual([{ ...laddoo, ...renamed }, { ...laddooKilo, ...renamed }]);
  });

  it('merges the same product and variant, and keeps another variant as its own line', () => {
    const cart = createCartStore(localStorage);
    cart.getState().add(laddoo);
    cart.getState().add(laddooKilo);
    cart.getState().add(laddoo);
    expect(cart.getState().lines).toEqual([{ ...laddoo, quantity: 2 }, laddooKilo]);
  });

  it('reduces the latest line of a product by one and removes it below 1', () => {
    const cart = createCartStore(localStorage);
    cart.getState().add({ ...laddoo, quantity: 2 });
    cart.getState().add(laddooKilo);
    cart.getState().decrementProduct(15);
    expect(cart.getState().lines).toEqual([{ ...laddoo, quantity: 2 }]);
    cart.getState().decrementProduct(15);
    cart.getState().decrementProduct(15);
    expect(cart.getState().lines).toEqual([]);
  });

  it('sets a quantity, a refreshed price, and removes a line', () => {
    const cart = createCartStore(localStorage);
    cart.getState().add(laddoo);
    cart.getState().add(laddooKilo);
    cart.getState().setQuantity(laddoo, 5);
    cart.getState().setPrice(laddooKilo, 500);
    expect(cart.getState().lines).toEqual([
      { ...laddoo, quantity: 5 },
      { ...laddooKilo, price: 500 },
    ]);
    cart.getState().remove(laddoo);
    expect(stored()).toEqual([{ ...laddooKilo, price: 500 }]);
  });

  it('never lets a line hold more than the shop accepts', () => {
    const cart = createCartStore(localStorage);
    cart.getState().add({ ...laddoo, quantity: 600 });
    cart.getState().add({ ...laddoo, quantity: 600 });
    expect(cart.getState().lines[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(MAX_LINE_QUANTITY).toBe(999);
  });

  it('starts from the stored cart', () => {
    localStorage.setItem('cartItems', JSON.stringify([laddoo]));
    expect(createCartStore(localStorage).getState().lines).toEqual([laddoo]);
  });

  it('follows a change made in another tab', () => {
    const cart = createCartStore(localStorage);
    localStorage.setItem('cartItems', JSON.stringify([laddooKilo]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems', storageArea: localStorage }));
    expect(cart.getState().lines).toEqual([laddooKilo]);
  });
});

describe('readStoredCart', () => {
  it('drops malformed lines and keeps the good ones', () => {
    localStorage.setItem(
      'cartItems',
      JSON.stringify([
        laddoo,
        { ...laddoo, id: 'x' },
        { ...laddoo, quantity: 0 },
        { ...laddoo, price: -1 },
        { name: 'no id' },
        null,
        { ...laddooKilo, thumbnail: undefined },
      ]),
    );
    expect(readStoredCart(localStorage)).toEqual([laddoo, { ...laddooKilo, thumbnail: '' }]);
  });

  it("keeps a line's Hindi name, and reads an odd one as none", () => {
    localStorage.setItem('cartItems', JSON.stringify([{ ...laddoo, nameHi: 'बेसन लड्डू' }, { ...laddooKilo, nameHi: 42 }]));
    expect(readStoredCart(localStorage)).toEqual([{ ...laddoo, nameHi: 'बेसन लड्डू' }, laddooKilo]);
  });

  it('reads broken JSON, an object or nothing as an empty cart', () => {
    expect(readStoredCart(localStorage)).toEqual([]);
    localStorage.setItem('cartItems', '{not json');
    expect(readStoredCart(localStorage)).toEqual([]);
    localStorage.setItem('cartItems', JSON.stringify({ state: { lines: [laddoo] }, version: 0 }));
    expect(readStoredCart(localStorage)).toEqual([]);
  });
});
