import { describe, expect, it } from 'vitest';
import { addToCart, cartQuantity, cartTotal, decrementLine, decrementProduct, removeLine, setLineQuantity, withCurrentNames, type CartLine } from './cart.js';

const laddu = (over: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  name: 'Motichoor Laddu',
  price: 320,
  selectedWeight: '500 g',
  quantity: 1,
  thumbnail: '/media/1.webp',
  ...over,
});

describe('cart', () => {
  it('merges the same id and variant label', () => {
    const lines = addToCart(addToCart([], laddu()), laddu({ quantity: 2 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
  });

  it('adds a new line for another variant of the same item', () => {
    const lines = addToCart([laddu()], laddu({ selectedWeight: '1 kg', price: 600 }));
    expect(lines.map((l) => l.selectedWeight)).toEqual(['500 g', '1 kg']);
  });

  it('decrements and removes a line that would fall below 1', () => {
    const two = [laddu({ quantity: 2 })];
    expect(decrementLine(two, laddu())[0]?.quantity).toBe(1);
    expect(decrementLine([laddu()], laddu())).toEqual([]);
    expect(decrementProduct([laddu(), laddu({ selectedWeight: '1 kg' })], 1).map((l) => l.selectedWeight)).toEqual(['500 g']);
  });

  it('sets quantity to at least 1 and removes lines', () => {
    expect(setLineQuantity([laddu()], laddu(), 0)[0]?.quantity).toBe(1);
    expect(removeLine([laddu(), laddu({ id: 2 })], laddu()).map((l) => l.id)).toEqual([2]);
  });

  it('totals price × quantity in paise with no GST added', () => {
    const lines = [laddu({ quantity: 3 }), laddu({ id: 2, price: 19.99, quantity: 2 })];
    expect(cartTotal(lines)).toBe(96000 + 3998);
    expect(cartQuantity(lines)).toBe(5);
  });
});

describe('withCurrentNames', () => {
  it("names a line as its product is named now, in English and Hindi, and leaves the rest as they were", () => {
    const renamed = laddu({ id: 1, name: 'Laddu', nameHi: 'लड्डू' });
    const untouched = laddu({ id: 2, name: 'Barfi' });
    const gone = laddu({ id: 3, name: 'Old Peda' });
    const lines = withCurrentNames(
      [renamed, untouched, gone],
      [
        { id: 1, name: 'Motichoor Laddu', nameHi: 'मोतीचूर लड्डू' },
        { id: 2, name: 'Barfi' },
      ],
    );
    expect(lines.map((l) => [l.name, l.nameHi])).toEqual([
      ['Motichoor Laddu', 'मोतीचूर लड्डू'],
      ['Barfi', undefined],
      ['Old Peda', undefined],
    ]);
    expect(lines[0]).toMatchObject({ id: 1, price: renamed.price, quantity: renamed.quantity, selectedWeight: renamed.selectedWeight });
    expect(lines[1]).toBe(untouched);
    expect(lines[2]).toBe(gone);
  });

  it('drops a Hindi name the product no longer has', () => {
    const [line] = withCurrentNames([laddu({ id: 1, name: 'Laddu', nameHi: 'लड्डू' })], [{ id: 1, name: 'Laddu' }]);
    expect(line).not.toHaveProperty('nameHi');
  });
});
