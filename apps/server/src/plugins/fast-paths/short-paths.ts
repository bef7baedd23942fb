import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { etagMatches, servedCoding, type CachedBody, type ContentCoding } from '../../lib/http/cached-body.js';
import { PROXY_EXPIRY, proxyExpiry } from '../../lib/http/proxy-expiry.js';
import { API_HEADERS } from '../security-headers.js';

/** What a short path needs of the app around it: the metrics and the request log. */
export interface ShortPathHooks {
  /** Made once per path and status; the function it returns counts one answer of that many seconds. */
  recorder(method: string, route: string, status: number): (seconds: number) => void;
  log: FastifyBaseLogger;
  /** Whether the request log may take the socket's address as the client's (no proxy in front). */
  directClients: boolean;
}

type Status = 200 | 304;

/** An answer's fields, as node:http's writeHead takes them, and where the proxy's expiry goes in them. */
interface AnswerHeaders {
  headers: string[];
  expiryAt: number;
}

interface ShortPath {
  current: () => CachedBody | undefined;
  recorders: Partial<Record<Status, (seconds: number) => void>>;
}

/** One answer to a plain read: which path, which body, in which form. */
interface Chosen {
  path: ShortPath;
  body: CachedBody;
  status: Status;
  coding: ContentCoding | null;
  payload: Buffer | undefined;
}

/** What Fastify's request serializer reads of a request. */
interface LoggedRequest {
  method: string;
  url: string;
  host: string | undefined;
  ip: string | undefined;
  socket: { remotePort: number | undefined };
}

/** Log levels at which plugins/request-log.ts writes its line per request. */
const LOGGING_REQUESTS = new Set(['info', 'debug', 'trace']);

/** The server settings Fastify hands its `serverFactory` (its own defaults filled in). */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * The hottest public read, the cached catalogue, answered from node:http's request before Fastify
 * builds its request and reply and runs every hook (that pipeline cost twice the answer itself), for
 * the exact path. The answer is the same as the route's, byte for byte (the same security headers,
 * ETag, Vary, Cache-Control, coding), and it is counted in the metrics and logged as the route would
 * be. Whatever is not the plain case (another method or spelling of the path, a query string, a staff
 * token, a body, a cache being rebuilt or compressed, a proxy to read the client's address through,
 * the server closing) goes to Fastify's route, which stays the reference.
 */
export function createShortPaths() {
  const paths = new Map<string, ShortPath>();
  // The header list of each answer of each cached body, made once rather than per request.
  const entries = new WeakMap<CachedBody, Map<string, AnswerHeaders>>();
  let hooks: ShortPathHooks | null = null;
  let closing = false;

  const headersFor = ({ body, status, coding, payload }: Chosen): string[] => {
    let answers = entries.get(body);
    if (!answers) entries.set(body, (answers = new Map()));
    const key = status === 304 ? '304' : (coding ?? 'identity');
    let answer = answers.get(key);
    if (!answer) {
      // In the order Fastify's route writes them, so both answers look alike; a 304 carries only the
      // fields that refresh the client's stored answer (plugins/empty-not-modified.ts).
      const headers = status === 304 ? [] : API_HEADERS.flat();
      headers.push('cache-control', 'no-cache', 'vary', 'Accept-Encoding', PROXY_EXPIRY, '');
      const expiryAt = headers.length - 1;
      headers.push('etag', body.etag);
      if (status === 200) {
        headers.push('content-type', 'application/json; charset=utf-8');
        if (coding) headers.push('content-encoding', coding);
        headers.push('content-length', String(payload!.length));
      }
      answers.set(key, (answer = { headers, expiryAt }));
    }
    answer.headers[answer.expiryAt] = proxyExpiry();
    return answer.headers;
  };

  let requests = 0;
  /** The request log's line, as plugins/request-log.ts writes it for a route (ids of their own). */
  const logLine = (request: LoggedRequest, statusCode: number, started: number, aborted = false) =>
    hooks!.log.info(
      {
        reqId: `short-${(requests += 1)}`,
        req: request,
        res: { statusCode },
        responseTime: performance.now() - started,
        ...(aborted && { aborted }),
      },
      aborted ? 'client closed the connection before the answer was sent' : 'request completed',
    );
  // Shaped as Fastify's request serializer reads a Fastify request; read
  // at once, as the socket may be gone once the answer is out.
  const loggedRequest = (url: string, host: string | undefined, socket: Socket): LoggedRequest => ({
    method: 'GET',
    url,
    host,
    ip: socket.remoteAddress,
    socket: { remotePort: socket.remotePort },
  });

  /** Whether a plain read of `url` is answered here now, and with which path's cache. */
  const pathFor = (url: string): ShortPath | undefined => {
    if (closing || hooks === null) return undefined;
    const path = paths.get(url);
    if (path === undefined) return undefined;
    if (LOGGING_REQUESTS.has(hooks.log.level) && !hooks.directClients) return undefined;
    return path;
  };

  /** The answer to a plain read of `path`: undefined while the form asked for is still being made. */
  const choose = (path: ShortPath, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): Chosen | undefined => {
    const body = path.current();
    if (body === undefined) return undefined;
    if (etagMatches(ifNoneMatch, body.etag)) return { path, body, status: 304, coding: null, payload: undefined };
    const coding = servedCoding(body, acceptEncoding);
    const payload = coding ? body.ready(coding) : body.identity;
    if (payload === undefined) return undefined; // still compressing: the route waits for it
    return { path, body, status: 200, coding, payload };
  };

  const record = ({ path, status }: Chosen, url: string, started: number) =>
    (path.recorders[status] ??= hooks!.recorder('GET', url, status))((performance.now() - started) / 1000);

  /** A request node:http has read: answered when it is a plain read of a short path; false hands it on. */
  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET') return false;
    const path = pathFor(req.url!);
    const headers = req.headers;
    if (
      path === undefined ||
      headers.authorization !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    )
      return false;
    const started = performance.now();
    const chosen = choose(path, headers['if-none-match'], headers['accept-encoding']);
    if (chosen === undefined) return false;
    if (LOGGING_REQUESTS.has(hooks!.log.level)) {
      const request = loggedRequest(req.url!, headers.host, req.socket);
      // As Fastify's onResponse runs on 'finish', and plugins/request-log.ts watches 'close' for an abort.
      res.once('finish', () => logLine(request, res.statusCode, started));
      res.once('close', () => {
        if (!res.writableFinished) logLine(request, res.statusCode, started, true);
      });
    }
    res.writeHead(chosen.status, headersFor(chosen));
    res.end(chosen.payload);
    record(chosen, req.url!, started);
    return true;
  };

  return {
    /** Fastify's `serverFactory`: the node:http server Fastify would make, with the short paths in front. */
    serverFactory: ((handler, fastifyOptions) => {
      const options = fastifyOptions as unknown as ServerSettings;
      const server = http.createServer(options.http ?? {}, (req, res) => {
        if (!answer(req, res)) handler(req, res);
      });
      // As Fastify sets up its own server.
      server.keepAliveTimeout = options.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    }) as FastifyServerFactory,
    /** Serves `path` (exactly as spelt, also the route's metrics label) from `current` while it has a body. */
    add(path: string, current: () => CachedBody | undefined) {
      paths.set(path, { current, recorders: {} });
    },
    /** The metrics and log the short paths report to; until set, every request goes to Fastify. */
    use(reportTo: ShortPathHooks) {
      hooks = reportTo;
    },
    /** From now on every request goes through Fastify, which answers 503 while closing. */
    close() {
      closing = true;
    },
  };
}
export type ShortPaths = ReturnType<typeof createShortPaths>;
