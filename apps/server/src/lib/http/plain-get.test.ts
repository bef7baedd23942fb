import { describe, expect, it } from 'vitest';
import { PLAIN_GET_MAX_FIELDS, PLAIN_GET_MAX_HEAD, readPlainGet } from './plain-get.js';

const head = (...lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;
const read = (text: string, start = 0) => readPlainGet(Buffer.from(text, 'latin1'), start);

describe('readPlainGet', () => {
  it('reads a plain GET and where it ends, and the next one on the connection from there', () => {
    const first = head(
      'GET /api/catalogue HTTP/1.1',
      'Host: shop.example',
      'Accept-Encoding: gzip, br',
      'If-None-Match:  "abc" ',
    );
    const second = head('GET /catalogue HTTP/1.1', 'host: shop.example', 'Connection: Keep-Alive', 'User-Agent: wrk');
    expect(read(first + second)).toEqual({
      path: '/api/catalogue',
      host: 'shop.example',
      acceptEncoding: 'gzip, br',
      ifNoneMatch: '"abc"',
      end: first.length,
    });
    expect(read(first + second, first.length)).toEqual({
      path: '/catalogue',
      host: 'shop.example',
      acceptEncoding: undefined,
      ifNoneMatch: undefined,
      end: first.length + second.length,
    });
  });

  it('trims the spaces around a value, however many', () => {
    const spaces = ' \t'.repeat(1000);
    const request = read(head('GET /api/catalogue HTTP/1.1', `Host:${spaces}shop${spaces}`, `Accept-Encoding:${spaces}`));
    expect(request).toMatchObject({ host: 'shop', acceptEncoding: '' });
    expect(read(head('GET /api/catalogue HTTP/1.1', 'Host: a', `X-A:${spaces}\u0001${spaces}`))).toBeNull();
  });

  it('leaves a head cut short, or too long, to node:http', () => {
    expect(read('GET /api/catalogue HTTP/1.1\r\nHost: a\r\n')).toBeNull();
    expect(read(head('GET /api/catalogue HTTP/1.1', 'Host: a', `X-Long: ${'x'.repeat(PLAIN_GET_MAX_HEAD)}`))).toBeNull();
  });

  it('leaves a head of more fields than it reads to node:http, which keeps only its first 1000 and would not see a Host after them', () => {
    const fields = Array.from({ length: PLAIN_GET_MAX_FIELDS - 1 }, () => 'x:');
    expect(read(head('GET /api/catalogue HTTP/1.1', ...fields, 'Host: a'))).toMatchObject({ host: 'a' });
    expect(read(head('GET /api/catalogue HTTP/1.1', ...fields, 'x:', 'Host: a'))).toBeNull();
    expect(read(head('GET /api/catalogue HTTP/1.1', ...Array<string>(1000).fill('x:'), 'Host: a'))).toBeNull();
  });

  it.each([
    ['another method', head('HEAD /api/catalogue HTTP/1.1', 'Host: a')],
    ['a body', head('GET /api/catalogue HTTP/1.1', 'Host: a', 'Content-Length: 0')],
    ['a chunked body', head('GET /api/catalogue HTTP/1.1', 'Host: a', 'Transfer-Encoding: chunked')],
    ['credentials', head('GET /api/catalogue HTTP/1.1', 'Host: a', 'Authorization: Bearer x')],
    ['HTTP/1.0', head('GET /api/catalogue HTTP/1.0', 'Host: a')],
    ['no Host', head('GET /api/catalogue HTTP/1.1', 'Accept: */*')],
    ['two Hosts', head('GET /api/catalogue HTTP/1.1', 'Host: a', 'Host: b')],
    ['two If-None-Match', head('GET /api/catalogue HTTP/1.1', 'Host: a', 'If-None-Match: "a"', 'If-None-Match: "b"')],
    ['a closing connection', head('GET /api/catalogue HTTP/1.1', 'Host: a', 'Connection: close')],
    ['an upgrade', head('GET /api/catalogue HTTP/1.1', 'Host: a', 'Connection: Upgrade', 'Upgrade: websocket')],
    ['a folded line', head('GET /api/catalogue HTTP/1.1', 'Host: a', 'X-A: b', ' c')],
    ['a space before the colon', head('GET /api/catalogue HTTP/1.1', 'Host : a')],
    ['a bare LF', head('GET /api/catalogue HTTP/1.1', 'Host: a\nX-Smuggled: 1')],
    ['a bare CR', head('GET /api/catalogue HTTP/1.1', 'Host: a\rX: 1')],
    ['a control byte', head('GET /api/catalogue HTTP/1.1', 'Host: a\u0000')],
    ['a byte beyond ASCII', head('GET /api/catalogue HTTP/1.1', 'Host: a', 'X-Name: caf\u00e9')],
    ['a space in the path', head('GET /api/cat alogue HTTP/1.1', 'Host: a')],
    ['an absolute path that is not one', head('GET http://a/api/catalogue HTTP/1.1', 'Host: a')],
  ])('leaves %s to node:http', (_, text) => {
    expect(read(text)).toBeNull();
  });
});
