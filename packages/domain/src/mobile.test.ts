import { describe, expect, it } from 'vitest';
import { shopSettingsSchema } from './api/settings.schema.js';
import { chatLink } from './constants.js';
import { isValidMobile, mobileSearchText, normaliseMobile } from './mobile.js';
import { customerSchema, contactSchema } from './schemas.js';

describe('normaliseMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(+91) 98765.43210', '9876543210'],
    ['  98765 43210  ', '9876543210'],
  ])('%s is %s', (typed, stored) => {
    expect(normaliseMobile(typed)).toBe(stored);
    expect(isValidMobile(typed)).toBe(true);
  });

  it.each(['12345', '98765 4321', '98765432101', '+1 555 123 4567', '98765abc10', '9876543210x', ''])('%s stays invalid', (typed) => {
    expect(isValidMobile(typed)).toBe(false);
  });

  it('keeps text that is not a number as typed, so the message names it', () => {
    expect(normaliseMobile(' call me ')).toBe('call me');
  });
});

describe('the forms store the 10 digits', () => {
  it('cart form', () => {
    expect(customerSchema.parse({ customerName: 'Asha', customerMobile: '+91 98765 43210' }).customerMobile).toBe('9876543210');
    const wrong = customerSchema.safeParse({ customerName: 'Asha', customerMobile: '12345' });
    expect(wrong.error?.issues[0]?.message).toBe('Enter a valid 10-digit mobile number');
    const empty = customerSchema.safeParse({ customerName: 'Asha', customerMobile: '  ' });
    expect(empty.error?.issues[0]?.message).toBe('Mobile number is required');
  });

  it('get-in-touch form', () => {
    expect(contactSchema.parse({ name: 'Asha', phoneNumber: '098765-43210', message: 'Hi' }).phoneNumber).toBe('9876543210');
    expect(contactSchema.parse({ name: 'Asha', message: 'Hi' }).phoneNumber).toBe('');
    const wrong = contactSchema.safeParse({ name: 'Asha', phoneNumber: 'abc', message: 'Hi' });
    expect(wrong.error?.issues[0]?.message).toBe('Digits only.');
  });
});

describe('every mobile field takes the number as the cart does', () => {
  it('says a typed number is a mobile however it was typed', () => {
    for (const typed of ['+91 98765 43210', '098765 43210', '98765-43210', '0091 98765 43210', '(+91) 98765.43210']) {
      expect(isValidMobile(typed), typed).toBe(true);
    }
    for (const typed of ['98765', '+91 98765', '9876543210 ext 2', '+1 98765 43210 9']) expect(isValidMobile(typed), typed).toBe(false);
  });

  it('turns a search for a number into its digits, and leaves a name alone', () => {
    expect(mobileSearchText('+91 98765 43210')).toBe('9876543210');
    expect(mobileSearchText('098765 43210')).toBe('9876543210');
    expect(mobileSearchText('+91 98765')).toBe('98765');
    expect(mobileSearchText(' 98-765 ')).toBe('98765');
    expect(mobileSearchText(' Asha V ')).toBe('Asha V');
    expect(mobileSearchText('')).toBe('');
  });

  it('chats with the same ten digits', () => {
    for (const typed of ['+91 98765 43210', '098765 43210', '9876543210']) expect(chatLink(typed)).toBe('https://wa.me/919876543210');
  });

  it('takes a shop phone in settings the same way', () => {
    const phone = shopSettingsSchema.shape.phone;
    expect(phone.parse('+91 98765 43210')).toBe('9876543210');
    expect(phone.parse('098765 43210')).toBe('9876543210');
    expect(phone.safeParse('+91 98765').success).toBe(false);
  });
});
