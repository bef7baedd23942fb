import { describe, expect, it } from 'vitest';
import { fillMessage, messageParameters, placeholdersIn, unknownPlaceholder } from './customer-messages.js';

const values = { order: '42', shop: 'Halwai', total: '1,150', link: 'https://shop.test/order/42?key=k', reason: '', item: 'Kaju Katli (500 g)' };

describe('customer message texts', () => {
  it('fills placeholders and lists their values in order', () => {
    const text = '{shop}: order #{order}, ₹{total}. {link}';
    expect(placeholdersIn(text)).toEqual(['shop', 'order', 'total', 'link']);
    expect(fillMessage(text, values)).toBe('Halwai: order #42, ₹1,150. https://shop.test/order/42?key=k');
    expect(messageParameters(text, values)).toEqual(['Halwai', '42', '1,150', 'https://shop.test/order/42?key=k']);
  });

  it('finds a placeholder it does not know, and never sends an empty parameter', () => {
    expect(unknownPlaceholder('Order {order} for {name}')).toBe('name');
    expect(unknownPlaceholder('Order {order}')).toBeNull();
    expect(messageParameters('Cancelled: {reason}', values)).toEqual(['-']);
  });
});

describe('the back-in-stock message', () => {
  it('names the item and links to its page', () => {
    const text = '{item} is back at {shop}. Order it here: {link}';
    expect(unknownPlaceholder(text)).toBeNull();
    expect(messageParameters(text, values)).toEqual(['Kaju Katli (500 g)', 'Halwai', 'https://shop.test/order/42?key=k']);
  });
});
