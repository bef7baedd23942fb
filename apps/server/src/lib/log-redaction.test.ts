import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides access keys, tickets, tokens and mobile numbers, and nothing else', () => {
    expect(redactUrl('/get-order/17?key=Zx9_abc-DEF')).toBe('/get-order/17?key=[redacted]');
    expect(redactUrl('/order-successful/17?key=abc&x=1')).toBe('/order-successful/17?key=[redacted]&x=1');
    expect(redactUrl('/api/admin/events?ticket=t1&lastEventId=4')).toBe('/api/admin/events?ticket=[redacted]&lastEventId=4');
    expect(redactUrl('/api/admin/events?TOKEN=secret')).toBe('/api/admin/events?TOKEN=[redacted]');
    expect(redactUrl('/api/Orders/GetAllOrders?q=9876543210')).toBe('/api/Orders/GetAllOrders?q=[mobile]');
    expect(redactUrl('/api/Orders/GetAllOrders?q=%2B919876543210')).toBe('/api/Orders/GetAllOrders?q=%2B[mobile]');
    expect(redactUrl('/api/products/12345')).toBe('/api/products/12345');
    expect(redactUrl('/media/1700000000000.webp')).toBe('/media/1700000000000.webp');
  });
});
