import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../tokens.js';
import { PROXY_EXPIRY, proxyExpiry } from './proxy-expiry.js';

export type ContentCoding = 'br' | 'gzip';

/**
 * A JSON body serialized once and served many times: its strong ETag (a hash of exactly these bytes)
 * and its compressed forms, started as soon as the body is made and then kept with it, so no request
 * serializes, hashes or compresses anything.
 */
export interface CachedBody {
  /** The body as sent without compression. */
  identity: Buffer;
  etag: string;
  compressed(coding: ContentCoding): Promise<Buffer>;
  /** The compressed form once it is made, else undefined: for answers that cannot wait. */
  ready(coding: ContentCoding): Buffer | undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * gzip 6 and brotli 4: a rebuild after a change is on the path of the next request, and these take
 * a tenth of the time of gzip 9 / brotli 9 for about 2 % more bytes (bench/README.md).
 */
export const GZIP_LEVEL = 6;
export const BROTLI_QUALITY = 4;

export function cachedBody(json: string): CachedBody {
  const bytes = Buffer.from(json);
  const gzipped = gzip(bytes, { level: GZIP_LEVEL });
  // Brotli only once gzip is made: the answers right after a rebuild go out gzip (see `servedForm`)
  // rather than wait while both share the CPU.
  const brotlied = gzipped.then(
    () => compressBrotli(bytes),
    () => compressBrotli(bytes),
  );
  const forms: Record<ContentCoding, Promise<Buffer>> = { gzip: gzipped, br: brotlied };
  const done: Partial<Record<ContentCoding, Buffer>> = {};
  // A failure shows on the request that awaits it; until then it must not count as unhandled.
  for (const coding of ['gzip', 'br'] as const) forms[coding].then((b) => (done[coding] = b)).catch(() => {});
  return {
    identity: bytes,
    etag: `"${sha256(bytes).slice(0, 32)}"`,
    compressed: (coding) => forms[coding],
    ready: (coding) => done[coding],
  };
}

const compressBrotli = (bytes: Buffer) =>
  brotli(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });

/**
 * The coding to answer a client with: its preferred one, except gzip while brotli is still being
 * made for a client that takes both; null for none.
 */
export function servedCoding(body: CachedBody, acceptEncoding: string | undefined): ContentCoding | null {
  const { best, gzip } = acceptedCodings(acceptEncoding);
  return best === 'br' && gzip && !body.ready('br') ? 'gzip' : best;
}

/** True when an If-None-Match header holds `etag` (or `*`): the client's copy is current. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true; // what a browser sends back: no parsing needed
  if (header.trim() === '*') return true;
  // If-None-Match uses the weak comparison: W/"x" matches "x".
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Sets a strong ETag and answers true when the client's If-None-Match already holds it (send a 304 then). */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag);
  return etagMatches(request.headers['if-none-match'], etag);
}

interface Accepted {
  /** Brotli when the client takes it, else gzip, else none. */
  best: ContentCoding | null;
  /** Whether the client takes gzip. */
  gzip: boolean;
}
const NONE: Accepted = { best: null, gzip: false };

// Clients send a handful of distinct Accept-Encoding values: each is parsed once.
const acceptedBy = new Map<string, Accepted>();

function acceptedCodings(acceptEncoding: string | undefined): Accepted {
  if (acceptEncoding === undefined) return NONE;
  let accepted = acceptedBy.get(acceptEncoding);
  if (accepted === undefined) {
    accepted = parseCodings(acceptEncoding);
    if (acceptedBy.size >= 256) acceptedBy.clear(); // bounded: the header is the client's to choose
    acceptedBy.set(acceptEncoding, accepted);
  }
  return accepted;
}

/** Brotli when the client takes it, else gzip, else none (`q=0` refuses a coding). */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  return acceptedCodings(acceptEncoding).best;
}

function parseCodings(acceptEncoding: string): Accepted {
  const accepted = new Set<string>();
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = entry.split(';').map((s) => s.trim());
    const refused = params.some((p) => /^q=0(\.0*)?$/.test(p));
    if (name && !refused) accepted.add(name === 'x-gzip' ? 'gzip' : name);
  }
  const gzip = accepted.has('gzip') || accepted.has('*');
  return { best: accepted.has('br') ? 'br' : gzip ? 'gzip' : null, gzip };
}

/**
 * Answers with a cached body (JSON unless `contentType` says otherwise) that clients must revalidate: 304 when their ETag still matches,
 * else the body in the best coding they accept, compressed once per body rather than per request.
 * A proxy in front may keep it to the end of the second (lib/http/proxy-expiry.ts).
 */
export async function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  contentType = 'application/json; charset=utf-8',
): Promise<FastifyReply> {
  reply.header('Cache-Control', 'no-cache');
  reply.header('Vary', 'Accept-Encoding');
  reply.header(PROXY_EXPIRY, proxyExpiry());
  if (notModified(request, reply, body.etag)) return reply.code(304).send();
  reply.type(contentType);
  const coding = servedCoding(body, request.headers['accept-encoding']);
  if (!coding) return reply.send(body.identity);
  return reply.header('Content-Encoding', coding).send(await body.compressed(coding));
}
