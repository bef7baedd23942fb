import fc from 'fast-check';
import { arbitraryFor, type Components, type JsonSchema } from './schema-arbitrary.js';

/** One operation of the OpenAPI document, as the generator needs it. */
export interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema; required?: boolean }[];
  bodies: { contentType: string; schema: JsonSchema }[];
  staff: boolean;
}

/** A request as `app.inject` takes it, plus the kind of abuse it carries (printed on failure). */
export interface FuzzRequest {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export type Credential = 'none' | 'staff' | 'garbage';

/** Values that have broken servers before: NUL, invisible names, huge numbers, prototype keys. */
const NASTY_VALUES: unknown[] = [
  '',
  ' ',
  '\u0000',
  'Kaju\u0000Katli',
  '\u200b\u200b\u200b',
  '\u202eevil',
  '\u0007\u001b[31m',
  '\ud800',
  '%',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'x'.repeat(20_000),
  '😀'.repeat(300),
  'लड्डू',
  'javascript:alert(1)',
  2 ** 31,
  2 ** 53,
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  true,
  null,
  [],
  {},
  { __proto__: { polluted: true } },
  [[[[[[[[[[]]]]]]]]]],
  '9'.repeat(40),
];

const NASTY_PATH_SEGMENTS = [
  '0',
  '-1',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  '1e3',
  '1.5',
  '%',
  '%25',
  '%zz',
  '%00',
  'a'.repeat(3000),
  '..',
  '%2e%2e',
  encodeURIComponent('लड्डू'),
  '%F0%9F%98%80',
  '%C0%AF',
  ' ',
  '+',
];

const RAW_BODIES = [
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
  '{"a":',
  '[]',
  'null',
  '"text"',
  '1e999',
  '{"cartItems":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  '\u0000',
  '{"x":"\\u0000"}',
  '{"name":"\\ud800"}',
];

const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360f8cfc0000003010100c9fe92ef0000000049454e44ae426082',
  'hex',
);

const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** A deterministic random source from fast-check's seeded generator. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32: enough for choosing among mutations; fast-check generates the values themselves.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

function sample(arbitrary: fc.Arbitrary<unknown>, seed: number): unknown {
  return fc.sample(arbitrary, { seed, numRuns: 1 })[0];
}

function fillPath(op: Operation, components: Components, rng: () => number, seed: number, nasty: boolean): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (nasty) return pick(rng, NASTY_PATH_SEGMENTS);
    const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name);
    const value = rng() < 0.7 ? Math.floor(rng() * 70) + 1 : sample(arbitraryFor(parameter?.schema, components), seed);
    return encodeURIComponent(String(value));
  });
}

function queryString(op: Operation, components: Components, rng: () => number, seed: number, nasty: boolean): string {
  const params = new URLSearchParams();
  for (const p of op.parameters.filter((q) => q.in === 'query')) {
    if (!p.required && rng() < 0.4) continue;
    const value = nasty && rng() < 0.5 ? pick(rng, NASTY_VALUES) : sample(arbitraryFor(p.schema, components), seed + p.name.length);
    params.set(p.name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (nasty && rng() < 0.3) params.set(pick(rng, ['__proto__', 'constructor', 'q', 'key', 'x'.repeat(500)]), String(pick(rng, NASTY_VALUES)));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A multipart body from an object; arrays and objects travel as JSON text, as the web app sends them. */
function multipart(fields: Record<string, unknown>, file: Buffer | null, boundary = `----fuzz${Date.now()}`): { body: Buffer; type: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  if (file) {
    const field = 'thumbnailFile' in fields ? 'thumbnailFile' : 'file';
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`), file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

function mutateOneField(body: unknown, rng: () => number): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return pick(rng, NASTY_VALUES);
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const key = keys.length && rng() < 0.85 ? pick(rng, keys) : pick(rng, ['__proto__', 'constructor', 'extra']);
  const inner = copy[key];
  if (Array.isArray(inner) && inner.length && typeof inner[0] === 'object' && rng() < 0.6) {
    copy[key] = [mutateOneField(inner[0], rng), ...inner.slice(1)];
  } else {
    copy[key] = pick(rng, NASTY_VALUES);
  }
  return copy;
}

const KINDS = ['valid', 'valid', 'mutated-field', 'mutated-field', 'mutated-field', 'random-json', 'raw-body', 'wrong-type', 'bad-multipart', 'huge', 'path', 'query'] as const;

/** The `index`-th request of this operation for this seed: the same seed always gives the same request. */
export function fuzzRequest(op: Operation, components: Components, seed: number, index: number, credential: Credential, staffToken: string): FuzzRequest {
  const caseSeed = (seed ^ Math.imul(index + 1, 2_654_435_761)) >>> 0;
  const rng = seededRandom(caseSeed);
  const kind = pick(rng, KINDS);
  const headers: Record<string, string> = {};
  if (credential === 'staff') headers.authorization = `Bearer ${staffToken}`;
  if (credential === 'garbage') headers.authorization = pick(rng, ['Bearer nope', 'Basic YTpi', 'Bearer ' + 'a'.repeat(5000), 'Bearer \u0000', 'bearer']);
  if (rng() < 0.1) headers['last-event-id'] = pick(rng, ['2147483648', '99999999999999999999', '-1', 'abc', '\u0000']);
  if (rng() < 0.1) headers['idempotency-key'] = pick(rng, ['k', 'x'.repeat(500), '\u0000', 'same-key']);

  const url = fillPath(op, components, rng, caseSeed, kind === 'path') + queryString(op, components, rng, caseSeed, kind === 'query');
  const method = op.method === 'GET' && rng() < 0.1 ? 'HEAD' : op.method;
  const request: FuzzRequest = { kind, method, url, headers };
  if (op.bodies.length === 0 && kind !== 'raw-body' && kind !== 'wrong-type') return request;

  const declared = op.bodies.length ? pick(rng, op.bodies) : { contentType: 'application/json', schema: {} as JsonSchema };
  const valid = sample(arbitraryFor(declared.schema, components), caseSeed);
  const asMultipart = declared.contentType.startsWith('multipart/');

  const send = (value: unknown) => {
    if (asMultipart && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const file = rng() < 0.5 ? (rng() < 0.5 ? TINY_PNG : Buffer.from(pick(rng, ['not an image', '\u0000'.repeat(64)]))) : null;
      const { body, type } = multipart(value as Record<string, unknown>, file);
      headers['content-type'] = type;
      request.payload = body;
    } else {
      headers['content-type'] = 'application/json';
      request.payload = JSON.stringify(value);
    }
  };

  switch (kind) {
    case 'mutated-field':
      send(mutateOneField(valid, rng));
      break;
    case 'random-json':
      send(sample(fc.jsonValue({ maxDepth: 3 }), caseSeed));
      break;
    case 'raw-body':
      headers['content-type'] = 'application/json';
      request.payload = pick(rng, RAW_BODIES);
      break;
    case 'wrong-type':
      headers['content-type'] = pick(rng, ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png', 'application/json; charset=latin1', '*/*', '']);
      request.payload = pick(rng, ['name=x&price=1', '<a/>', JSON.stringify(valid), '\u0000\u0001']);
      break;
    case 'bad-multipart': {
      const boundary = pick(rng, ['', 'x', '-'.repeat(200), 'a"b']);
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
      request.payload = pick(rng, [
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nx`,
        '--nothing\r\n\r\n',
        `--${boundary}\r\nContent-Disposition: form-data; name="thumbnailFile"; filename="a.png"\r\n\r\n\u0000\u0000`,
        'garbage',
        '',
      ]);
      break;
    }
    case 'huge':
      headers['content-type'] = 'application/json';
      request.payload = rng() < 0.5 ? JSON.stringify({ ...(valid as object), name: 'x'.repeat(900_000) }) : '"' + 'y'.repeat(1_100_000) + '"';
      break;
    default:
      send(valid);
  }
  return request;
}
