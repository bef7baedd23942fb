import { describe, expect, it } from 'vitest';
import { findSecrets } from '../scripts/log-secrets.mjs';

describe('findSecrets', () => {
  it('finds keys, tickets, tokens and mobile numbers, and lets redacted URLs and timestamps be', () => {
    const log = [
      '{"level":30,"time":1795461016371,"req":{"url":"/get-order/7?key=[redacted]"},"msg":"incoming request"}',
      '{"level":30,"req":{"url":"/get-order/7?key=abcDEF123_-"}}',
      '{"level":30,"req":{"url":"/api/admin/events?ticket=t-1&lastEventId=4"}}',
      '{"authorization":"Bearer 0123456789abcdefghij"}',
      '{"req":{"url":"/api/Orders/GetAllOrders?q=9876543210"}}',
      '{"pid":123456,"remotePort":54321,"responseTime":12.3456789012}',
    ].join('\n');
    expect(findSecrets(log).map((f) => f.what)).toEqual([
      'a secret in a URL (?key=, ?ticket=, ?token=)',
      'a secret in a URL (?key=, ?ticket=, ?token=)',
      'a bearer token',
      'a mobile number',
    ]);
    expect(findSecrets('{"msg":"e2e-owner-secret"}', ['e2e-owner-secret'])).toHaveLength(1);
  });
});
