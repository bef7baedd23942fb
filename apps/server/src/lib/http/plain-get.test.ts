import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAIN_GET_MAX_FIELDS, PLAIN_GET_MAX_HEAD, readPlainGet, type PlainGet } from './plain-get.js';

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

/**
 * The grammar readPlainGet accepts, written as regular expressions: the reader walks the bytes in
 * place instead (it runs once per request), and must agree with this on every input.
 */
function readByGrammar(data: Buffer, start: number): PlainGet | null {
  const blank = data.indexOf('\r\n\r\n', start);
  if (blank === -1 || blank - start > PLAIN_GET_MAX_HEAD) return null;
  const head = data.toString('latin1', start, blank);
  const requestLine = /^GET (\/[!-~]*) HTTP\/1\.1(?=\r\n|$)/y.exec(head);
  if (!requestLine) return null;
  const field = /\r\n([!#$%&'*+.^_`|~0-9A-Za-z-]+):([\x20-\x7e\t]*)(?=\r\n|$)/y;
  field.lastIndex = requestLine[0].length;
  const seen = new Map<string, string>();
  for (let fields = 1; field.lastIndex < head.length; fields++) {
    const match = field.exec(head);
    if (!match || fields > PLAIN_GET_MAX_FIELDS) return null;
    const name = match[1]!.toLowerCase();
    if (['authorization', 'content-length', 'transfer-encoding', 'expect', 'upgrade', 'te', 'trailer'].includes(name))
      return null;
    if (['host', 'if-none-match', 'accept-encoding', 'connection'].includes(name)) {
      if (seen.has(name)) return null;
      seen.set(name, match[2]!.replace(/^[ \t]+|[ \t]+$/g, ''));
    }
  }
  const connection = seen.get('connection');
  if (!seen.get('host') || (connection !== undefined && connection.toLowerCase() !== 'keep-alive')) return null;
  return {
    path: requestLine[1]!,
    host: seen.get('host')!,
    ifNoneMatch: seen.get('if-none-match'),
    acceptEncoding: seen.get('accept-encoding'),
    end: blank + 4,
  };
}

describe('readPlainGet against its grammar', () => {
  const pick = <T>(...values: T[]) => fc.constantFrom(...values);
  const name = fc.oneof(
    { weight: 8, arbitrary: pick('If-None-Match', 'accept-encoding', 'Connection', 'CONNECTION', 'User-Agent', 'Accept') },
    {
      weight: 1,
      arbitrary: pick('Authorization', 'Content-Length', 'Transfer-Encoding', 'Expect', 'Upgrade', 'TE', 'te', 'Trailer'),
    },
    { weight: 1, arbitrary: pick('Host', 'HOST', 'X-A', 'Hos', 'Hostt', 'Host ', ' Host', 'H@st', 'Host\t', 'x', '') },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'!#$%&*+.^_`|~09AZaz-"(@[\x7f\u00e9 '), maxLength: 6 }) },
  );
  const value = fc.oneof(
    {
      weight: 8,
      arbitrary: pick(
        'a',
        'shop.example',
        'keep-alive',
        'Keep-Alive',
        'KEEP-ALIVE',
        'close',
        'gzip, br',
        '"abc"',
        'W/"a"',
        '',
        ' ',
        '\t',
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...' \t!az~\x00\x7f\x80\u00e9\r\n\x0b'), maxLength: 8 }) },
  );
  const lineEnd = fc.oneof({ weight: 8, arbitrary: pick('\r\n') }, { weight: 1, arbitrary: pick('\n', '\r', '\r\n ', '\r\n\t') });
  const requestLine = fc.oneof(
    { weight: 6, arbitrary: pick('GET /api/catalogue HTTP/1.1', 'GET / HTTP/1.1', 'GET /a?b=c#d HTTP/1.1') },
    {
      weight: 1,
      arbitrary: pick('GET /a HTTP/1.0', 'get /a HTTP/1.1', 'GET  /a HTTP/1.1', 'GET a HTTP/1.1', 'GET /a b HTTP/1.1'),
    },
    { weight: 1, arbitrary: pick('GET /a HTTP/1.1 ', 'GET /a HTTP/1.10', 'HEAD /a HTTP/1.1', '') },
    {
      weight: 2,
      arbitrary: fc
        .string({ unit: fc.constantFrom(...'/a?%~!\x7f\x80\u00e9\t\x00'), maxLength: 4 })
        .map((path) => `GET /${path} HTTP/1.1`),
    },
  );
  const fieldLine = fc
    .tuple(name, fc.oneof({ weight: 8, arbitrary: pick(': ', ':') }, { weight: 1, arbitrary: pick(' :', '') }), value)
    .map(([n, colon, v]) => `${n}${colon}${v}`);
  // Most heads carry a plain Host somewhere, so that one changed byte decides whether they are read.
  const fields = fc
    .tuple(fc.array(fc.tuple(lineEnd, fieldLine), { maxLength: 6 }), fc.nat(6), fc.nat(3))
    .map(([lines, at, host]) => (host > 0 ? lines.toSpliced(at, 0, ['\r\n', 'Host: shop']) : lines));
  const headText = fc
    .tuple(
      requestLine,
      fields,
      fc.oneof({ weight: 4, arbitrary: pick('\r\n\r\n', '\r\n\r\nGET') }, { weight: 1, arbitrary: pick('\r\n', '') }),
    )
    .map(([line, lines, end]) => line + lines.map(([sep, field]) => sep + field).join('') + end);
  const input = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(pick('', 'junk\r\n\r\n'), headText) },
    { weight: 1, arbitrary: fc.tuple(pick(''), fc.string({ unit: fc.constantFrom(...'GET /\r\n:Hhost \t'), maxLength: 60 })) },
  );

  it('reads exactly what the grammar reads, and nothing it refuses', () => {
    fc.assert(
      fc.property(input, ([before, text]) => {
        const data = Buffer.from(before + text, 'latin1');
        const start = before.length;
        expect(readPlainGet(data, start)).toEqual(readByGrammar(data, start));
      }),
      { numRuns: 5000 },
    );
  });

  it('has cases of both kinds', () => {
    const samples = fc.sample(input, { numRuns: 2000, seed: 1 });
    const read = samples.filter(([before, text]) => readByGrammar(Buffer.from(before + text, 'latin1'), before.length));
    expect(read.length).toBeGreaterThan(100);
    expect(read.length).toBeLessThan(samples.length - 100);
  });
});
