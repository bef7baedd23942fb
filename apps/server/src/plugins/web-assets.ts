import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notModified, preferredCoding, type ContentCoding as Coding } from '../lib/http/cached-body.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
/** Text formats gain from compression; pictures and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.webmanifest', '.svg', '.txt', '.xml', '.ico']);
/** Below this, compression saves less than it costs (the same threshold the compress plugin had). */
const COMPRESS_FROM_BYTES = 1024;
/** Larger files stay on disk and are streamed by the static plugin. */
const MAX_IN_MEMORY_BYTES = 4 * 1024 * 1024;
/** Names the router can take as a literal path. */
const PLAIN_URL = /^[A-Za-z0-9._~@/-]+$/;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

interface Asset {
  type: string;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  compressible: boolean;
  compressed: Partial<Record<Coding, Promise<Buffer>>>;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compressed once per file and coding, at the highest levels (the bytes never change), then kept. */
function compressedForm(asset: Asset, coding: Coding): Promise<Buffer> {
  let form = asset.compressed[coding];
  if (!form) {
    form =
      coding === 'br'
        ? brotli(asset.identity, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: asset.identity.length,
            },
          })
        : gzip(asset.identity, { level: 9 });
    asset.compressed[coding] = form;
  }
  return form;
}

/**
 * Serves the web build's files from memory: each is read and hashed once at start, and compressed
 * at most once per coding (on its first request), never per request. Every file gets its own route,
 * which the router prefers to the static plugin's catch-all; what is not here (index.html, files too
 * large, files added after start) is left to that plugin.
 */
export function registerWebAssets(app: FastifyInstance, distDir: string, cacheControlFor: (filePath: string) => string): void {
  for (const file of filesUnder(distDir)) {
    const url = '/' + path.relative(distDir, file).split(path.sep).join('/');
    if (url === '/index.html' || !PLAIN_URL.test(url)) continue;
    const size = fs.statSync(file).size;
    if (size > MAX_IN_MEMORY_BYTES) continue;
    const extension = path.extname(file).toLowerCase();
    const identity = fs.readFileSync(file);
    const asset: Asset = {
      type: TYPES[extension] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(file),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      compressible: COMPRESSIBLE.has(extension) && identity.length >= COMPRESS_FROM_BYTES,
      compressed: {},
    };
    app.get(url, { schema: { hide: true } }, (request, reply) => sendAsset(request, reply, asset));
  }
}

async function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset) {
  reply.header('Cache-Control', asset.cacheControl);
  if (asset.compressible) reply.header('Vary', 'Accept-Encoding');
  if (notModified(request, reply, asset.etag)) return reply.code(304).send();
  reply.type(asset.type);
  const coding = asset.compressible ? preferredCoding(request.headers['accept-encoding']) : null;
  if (!coding) return reply.send(asset.identity);
  return reply.header('Content-Encoding', coding).send(await compressedForm(asset, coding));
}
