import { chatLink } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { whatsAppOrderText } from './whatsapp-order-text';

const order = {
  id: 42,
  products: [
    { name: 'Kaju Katli', variant: '500 g', quantity: 2, price: 450 },
    { name: 'Samosa', variant: '6 pieces', quantity: 1, price: 120.5 },
  ],
  itemsTotal: 1020.5,
};

describe('whatsAppOrderText', () => {
  it('names the padded order id, each line with variant and quantity, the total and the order link', () => {
    expect(whatsAppOrderText(order, 'https://shop.example/order-successful/42?key=abc')).toBe(
      [
        'Hello! I placed order #0042:',
        '- Kaju Katli (500 g) × 2',
        '- Samosa (6 pieces) × 1',
        'Total: ₹1,020.5',
        'Order page: https://shop.example/order-successful/42?key=abc',
      ].join('\n'),
    );
  });

  it('says pickup, or delivery with the address and pincode, and the preferred date', () => {
    const url = 'https://shop.example/order-successful/42?key=abc';
    expect(whatsAppOrderText({ ...order, fulfilment: { type: 'pickup', deliveryCharge: 0 } }, url)).toContain('× 1\nPickup from the shop\nTotal:');
    const delivery = { type: 'delivery' as const, address: '14 Sector 18\nNoida', pincode: '201301', preferredDate: '2026-11-25', deliveryCharge: 40 };
    expect(whatsAppOrderText({ ...order, fulfilment: delivery }, url)).toContain(
      '× 1\nDelivery to 14 Sector 18 Noida, 201301\nPreferred date: 2026-11-25\nTotal:',
    );
  });

  it('survives the trip through a wa.me link', () => {
    const text = whatsAppOrderText(order, 'https://shop.example/order-successful/42?key=a%2Bb');
    const link = new URL(chatLink('98765 43210', text));
    expect(link.origin + link.pathname).toBe('https://wa.me/919876543210');
    expect(link.searchParams.get('text')).toBe(text);
  });
});
