import { describe, expect, it } from 'vitest';
import { normaliseMobile } from './mobile.js';
import { customerSchema, contactSchema, isValidMobile } from './schemas.js';

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
