import { describe, expect, it } from 'vitest';
import { paise } from '@halwai/domain';
import { product } from '../../test/sample-catalogue';
import { addLine, billTotals, requestLines, setLineDiscount, setQuantity, weighedLine } from './counter-bill';
import { kiloPriceOf } from './counter-items';

const pack = { productId: 1, name: 'Kaju Katli', variant: '250 g', unitPrice: paise(15000) };

describe('counter bill', () => {
  it('adds the same pack to one line, a weighed line priced to the paisa', () => {
    const lines = addLine(addLine([], pack), pack);
    expect(lines).toEqual([{ ...pack, quantity: 2 }]);
    const weighed = weighedLine({ id: 2, name: 'Besan Laddoo' }, paise(49900), 333);
    expect(weighed.unitPrice).toBe(16617);
    expect(billTotals(addLine(lines, weighed), paise(1000))).toEqual({
      items: 46617,
      lineDiscounts: 0,
      offer: 0,
      discount: 1000,
      toPay: 45617,
    });
  });

  it('takes a line off at quantity 0, and sends packs and weights apart', () => {
    const lines = addLine(addLine([], pack), weighedLine({ id: 2, name: 'Besan Laddoo' }, paise(40000), 350));
    expect(setQuantity(lines, 0, 0)).toHaveLength(1);
    expect(requestLines(lines)).toEqual([
      { productId: 1, variant: '250 g', quantity: 1 },
      { productId: 2, weightGrams: 350, quantity: 1 },
    ]);
  });

  it('takes a line’s discount off that line, then the offer’s saving, then the bill’s discount, and sends it in rupees', () => {
    const lines = setLineDiscount(addLine(addLine([], pack), pack), 0, paise(2000));
    expect(billTotals(lines, paise(500), paise(2800))).toEqual({
      items: 30000,
      lineDiscounts: 2000,
      offer: 2800,
      discount: 500,
      toPay: 24700,
    });
    // Never below ₹0, whatever is typed.
    expect(billTotals(lines, paise(99_999), paise(2800)).toPay).toBe(0);
    expect(requestLines(lines)).toEqual([{ productId: 1, variant: '250 g', quantity: 2, discount: 20 }]);
    expect(setLineDiscount(lines, 0, paise(0))[0]).not.toHaveProperty('discount', 2000);
  });

  it('weighs a by-kilo item at its price per kg, else its 1 kg pack; a packed item not at all', () => {
    expect(kiloPriceOf({ ...product({ id: 1, name: 'A' }), pricePerKg: 560 })).toBe(56000);
    expect(
      kiloPriceOf(
        product({
          id: 1,
          name: 'A',
          prices: [
            { label: '500 g', price: 250 },
            { label: '1 kg', price: 480 },
          ],
        }),
      ),
    ).toBe(48000);
    expect(kiloPriceOf(product({ id: 1, name: 'A', itemType: 'ByPieces', prices: [{ label: '1 kg', price: 480 }] }))).toBeNull();
  });
});
