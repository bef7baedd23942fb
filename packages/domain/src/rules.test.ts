import { describe, expect, it } from 'vitest';
import { chatLink, formatOrderId, MIN_ORDER_VALUE, normaliseItemType } from './constants.js';
import { paise } from './money.js';
import { MESSAGES } from './messages.js';
import { checkOrder } from './order-rules.js';
import { contactSchema, customerSchema, draftSchema, loginSchema, productFormSchema, registerSchema } from './schemas.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }, field: string) =>
  r.error?.issues.find((i) => i.path.join('.') === field)?.message;

describe('order placement checks', () => {
  const line = { price: 500, quantity: 2 };
  const minimum = MIN_ORDER_VALUE;
  it('follow the spec order and words', () => {
    expect(checkOrder([], 'Asha', '9876543210', minimum)?.message).toBe(MESSAGES.cartEmpty);
    expect(checkOrder([line], ' ', '9876543210', minimum)?.message).toBe(MESSAGES.nameAndPhone);
    expect(checkOrder([line], 'Asha', '98765', minimum)?.message).toBe(MESSAGES.nameAndPhone);
    expect(checkOrder([{ price: 999.99, quantity: 1 }], 'Asha', '9876543210', minimum)?.message).toBe('Minimum Order Value is ₹1000');
    expect(checkOrder([line], 'Asha', '9876543210', minimum)).toBeNull();
  });

  it("use the shop's minimum and name it in the message", () => {
    expect(checkOrder([line], 'Asha', '9876543210', paise(150_050))?.message).toBe('Minimum Order Value is ₹1500.50');
    expect(checkOrder([{ price: 1, quantity: 1 }], 'Asha', '9876543210', paise(0))).toBeNull();
  });
});

describe('schemas', () => {
  it('login', () => {
    expect(firstMessage(loginSchema.safeParse({ email: '', password: 'x' }), 'email')).toBe('Email is required');
    expect(firstMessage(loginSchema.safeParse({ email: 'nope', password: 'x' }), 'email')).toBe('E-mail must be valid');
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.in', password: '' }), 'password')).toBe('Password is required');
  });

  it('register needs 8 characters', () => {
    expect(firstMessage(registerSchema.safeParse({ email: 'a@b.in', password: 'short' }), 'password')).toBe(MESSAGES.passwordTooShort);
    expect(registerSchema.safeParse({ email: 'a@b.in', password: 'long enough' }).success).toBe(true);
  });

  it('product form', () => {
    const ok = {
      name: 'Kaju Katli',
      categoryId: '1',
      subCategoryId: '2',
      price: '880',
      priceUnit: 'kg',
      itemType: 'ByPacket',
      prices: [{ label: '500 g', price: 440 }],
    };
    const parsed = productFormSchema.parse(ok);
    expect(parsed.itemType).toBe('ByPackets');
    expect(parsed.price).toBe(880);
    expect(parsed.isAvailable).toBe(true);
    expect(firstMessage(productFormSchema.safeParse({ ...ok, name: ' ' }), 'name')).toBe('This field is required');
    expect(firstMessage(productFormSchema.safeParse({ ...ok, price: '0' }), 'price')).toBe('Price must be greater than 0');
    expect(firstMessage(productFormSchema.safeParse({ ...ok, prices: [] }), 'prices')).toBe(MESSAGES.priceEntryNeeded);
    expect(firstMessage(productFormSchema.safeParse({ ...ok, prices: [{ label: '1', price: -1 }] }), 'prices.0.price')).toBe(
      'Price must be greater than 0',
    );
    expect(firstMessage(productFormSchema.safeParse({ ...ok, categoryId: '' }), 'categoryId')).toBe('This field is required');
  });

  it('cart form mobile', () => {
    expect(firstMessage(customerSchema.safeParse({ customerName: 'A', customerMobile: '' }), 'customerMobile')).toBe(
      'Mobile number is required',
    );
    expect(firstMessage(customerSchema.safeParse({ customerName: 'A', customerMobile: '12345' }), 'customerMobile')).toBe(
      'Enter a valid 10-digit mobile number',
    );
  });

  it('contact', () => {
    expect(firstMessage(contactSchema.safeParse({ name: '', message: 'hi' }), 'name')).toBe('Required.');
    expect(firstMessage(contactSchema.safeParse({ name: 'A', message: 'hi', phoneNumber: '98x' }), 'phoneNumber')).toBe('Digits only.');
    expect(contactSchema.safeParse({ name: 'A', message: 'hi' }).success).toBe(true);
  });

  it('drafts', () => {
    const r = draftSchema.safeParse({ name: '', thumbnail: 'not a url', prices: [{ label: 'kg', price: 0 }] });
    expect(firstMessage(r, 'name')).toBe('This field is required.');
    expect(firstMessage(r, 'thumbnail')).toBe('Enter a valid URL.');
    expect(firstMessage(r, 'prices.0.price')).toBe('Enter a valid price greater than 0.');
  });
});

describe('constants', () => {
  it('format ids, item types and chat links', () => {
    expect(formatOrderId(7)).toBe('0007');
    expect(normaliseItemType('ByPacket')).toBe('ByPackets');
    expect(normaliseItemType('Bogus')).toBeNull();
    expect(chatLink('98765 43210')).toBe('https://wa.me/919876543210');
  });
});
