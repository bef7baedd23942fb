import type { AdminOrder, ContactMessage } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { contactReceivedEmail, orderPlacedEmail } from './email-content.js';

const order: AdminOrder = {
  id: 42,
  customerName: 'Asha <script>alert(1)</script>',
  customerMobile: '9876543210',
  orderDate: '2026-11-22T04:30:00.000Z',
  orderStatus: 0,
  status: 'pending',
  history: [{ status: 'pending', at: '2026-11-22T04:30:00.000Z' }],
  fulfilment: { type: 'pickup', deliveryCharge: 0 },
  outletId: 1,
  items: [
    { id: 1, name: 'Kaju Katli', variant: '500g', quantity: 3, price: 333.33 },
    { id: null, name: 'Besan "Ladoo"', variant: '1kg', quantity: 1, price: 120050 },
  ],
  orderTotal: 121049.99,
  paid: false,
  payment: { paid: false, method: null, reference: null, paidAt: null, by: null, refund: null, flag: null },
};

describe('order email', () => {
  const context = { shopName: 'Halwai', publicUrl: 'https://shop.example' };

  it('pads the id, totals in rupees with Indian grouping and shows the time in India', () => {
    const email = orderPlacedEmail(order, context);
    expect(email.subject).toBe('New order #0042 from Asha <script>alert(1)</script> — ₹1,21,049.99');
    expect(email.text).toContain('3 × Kaju Katli (500g) @ ₹333.33 = ₹999.99');
    expect(email.text).toContain('1 × Besan "Ladoo" (1kg) @ ₹1,20,050 = ₹1,20,050');
    expect(email.text).toContain('Total: ₹1,21,049.99');
    expect(email.text).toContain('Placed:   22 Nov 2026, 10:00 am IST');
    expect(email.text).toContain('https://wa.me/919876543210');
    expect(email.text).toContain('https://shop.example/admin/orders?order=42');
  });

  it('says pickup, or delivery with the address, pincode, preferred date and charge', () => {
    expect(orderPlacedEmail(order, context).text).toContain('How:      Pickup at the shop');
    const delivery: AdminOrder = {
      ...order,
      fulfilment: { type: 'delivery', address: '12 <b>MG</b> Road\nKarol Bagh', pincode: '110005', preferredDate: '2026-11-25', deliveryCharge: 40 },
    };
    const email = orderPlacedEmail(delivery, context);
    expect(email.text).toContain('How:      Delivery to 12 <b>MG</b> Road Karol Bagh, 110005 · Preferred date 2026-11-25');
    expect(email.text).toContain('Delivery charge = ₹40');
    expect(email.html).toContain('12 &lt;b&gt;MG&lt;/b&gt; Road');
    expect(email.html).toContain('Delivery charge</td>');
  });

  it("escapes the customer's and the items' text in the HTML", () => {
    const { html } = orderPlacedEmail(order, context);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Asha &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Besan &quot;Ladoo&quot;');
    expect(html).toContain('href="https://shop.example/admin/orders?order=42"');
  });

  it('leaves the link out when the public address is not configured', () => {
    const email = orderPlacedEmail(order, { shopName: 'Halwai', publicUrl: null });
    expect(email.text).not.toContain('/admin/orders');
    expect(email.html).not.toContain('/admin/orders');
  });

  it('keeps a subject on one line whatever the name holds', () => {
    expect(orderPlacedEmail({ ...order, customerName: 'Asha\r\nBcc: x@evil.test' }, context).subject).toBe(
      'New order #0042 from Asha Bcc: x@evil.test — ₹1,21,049.99',
    );
  });
});

describe('message email', () => {
  const message: ContactMessage = {
    id: 3,
    name: 'Meera',
    phoneNumber: '',
    message: 'Line one\n<b>line two</b>',
    handled: false,
    createdAt: '2026-11-22T04:30:00.000Z',
  };

  it('quotes the message, says when no phone was given and links to the inbox', () => {
    const email = contactReceivedEmail(message, { shopName: 'Halwai', publicUrl: 'https://shop.example' });
    expect(email.subject).toBe('Message from Meera (get in touch)');
    expect(email.text).toContain('> Line one\n> <b>line two</b>');
    expect(email.text).toContain('Phone:    not given');
    expect(email.text).toContain('https://shop.example/admin/messages');
    expect(email.html).toContain('&lt;b&gt;line two&lt;/b&gt;');
  });
});
