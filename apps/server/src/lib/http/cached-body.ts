import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../tokens.js';

type ContentCoding = 'br' | 'gzip';

/**
 * A JSON body serialized once and served many times: its strong ETag (a hash of exactly these bytes)
 * and its compressed forms, each made on first request and then kept with the body.
 */
export interface CachedBody {
  json: string;
  etag: string;
  compressed(coding: ContentCoding): Promise<Buffer>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function cachedBody(json: string): CachedBody {
  const compressed = new Map<ContentCoding, Promise<Buffer>>();
  return {
    json,
    etag: `"${sha256(json).slice(0, 32)}"`,
    compressed(coding) {
      let bytes = compressed.get(coding);
      if (!bytes) {
        bytes =
          coding === 'br'
            ? brotli(json, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length },
              })
            : gzip(json, { level: 9 });
        compressed.set(coding, bytes);
      }
      return bytes;
    },
  };
}

/** Sets a strong ETag and answers true when the client's If-None-Match already holds it (send a 304 then). */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag);
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  // If-None-Match uses the weak comparison: W/"x" matches "x".
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Brotli when the client takes it, else gzip, else none (`q=0` refuses a coding). */
function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  const accepted = new Set<string>();
  for (const entry of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = entry.split(';').map((s) => s.trim());
    const refused = params.some((p) => /^q=0(\.0*)?$/.test(p));
    if (name && !refused) accepted.add(name === 'x-gzip' ? 'gzip' : name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Answers with a cached JSON body that clients must revalidate: 304 when their ETag still matches,
 * else the body in the best coding they accept, compressed once per body rather than per request.
 */
export async function sendCachedBody(request: FastifyRequest, reply: FastifyReply, body: CachedBody): Promise<FastifyReply> {
  reply.header('Cache-Control', 'no-cache');
  reply.header('Vary', 'Accept-Encoding');
  if (notModified(request, reply, body.etag)) return reply.code(304).send(null);
  reply.type('application/json; charset=utf-8');
  const coding = preferredCoding(request.headers['accept-encoding']);
  if (!coding) return reply.send(body.json);
  return reply.header('Content-Encoding', coding).send(await body.compressed(coding));
}
