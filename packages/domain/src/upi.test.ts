import { describe, expect, it } from 'vitest';
import { paise } from './money.js';
import { upiPayLink } from './upi.js';

describe('upiPayLink', () => {
  it('carries the UPI ID, payee, amount with 2 decimals, rupees and the order', () => {
    expect(upiPayLink({ vpa: 'halwai.sweets@okaxis', payee: 'Halwai Sweets & Snacks', amount: paise(125050), orderId: 7 })).toBe(
      'upi://pay?pa=halwai.sweets@okaxis&pn=Halwai%20Sweets%20%26%20Snacks&am=1250.50&cu=INR&tn=Order%207',
    );
    expect(upiPayLink({ vpa: 'a@b', payee: 'A', amount: paise(100000), orderId: 12 })).toContain('&am=1000.00&');
    expect(upiPayLink({ vpa: 'a@b', payee: 'A', amount: paise(19600) })).toBe('upi://pay?pa=a@b&pn=A&am=196.00&cu=INR');
  });
});
