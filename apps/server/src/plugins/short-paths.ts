import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { etagMatches, servedCoding, type CachedBody, type ContentCoding } from '../lib/http/cached-body.js';
import { API_HEADERS } from './security-headers.js';

/** What a short path needs of the app around it: the metrics and the request log. */
export interface ShortPathHooks {
  /** Made once per path and status; the function it returns counts one answer of that many seconds. */
  recorder(method: string, route: string, status: number): (seconds: number) => void;
  log: FastifyBaseLogger;
  /** Whether the request log may take the socket's address as the client's (no proxy in front). */
  directClients: boolean;
}

type Status = 200 | 304;

interface ShortPath {
  current: () => CachedBody | undefined;
  recorders: Partial<Record<Status, (seconds: number) => void>>;
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
 * The hottest public read, the cached catalogue, answered straight from the node:http server for the
 * exact path, before Fastify builds its request and reply and runs every hook: that pipeline cost
 * twice the answer itself. The answer is the same as the route's, byte for byte (the same security
 * headers, ETag, Vary, Cache-Control, coding), and it is counted in the metrics and logged as the
 * route would be. Whatever is not the plain case (another method or spelling of the path, a query
 * string, a staff token, a body, a cache being rebuilt or compressed, a proxy to read the client's
 * address through, the server closing) goes to Fastify's route, which stays the reference.
 */
export function createShortPaths() {
  const paths = new Map<string, ShortPath>();
  // The header lists of each cached body, made once per body rather than per request.
  const headerLists = new WeakMap<CachedBody, Map<string, string[]>>();
  let hooks: ShortPathHooks | null = null;
  let closing = false;

  const headersFor = (body: CachedBody, status: Status, coding: ContentCoding | null, length: number): string[] => {
    let lists = headerLists.get(body);
    if (!lists) headerLists.set(body, (lists = new Map()));
    const key = status === 304 ? '304' : (coding ?? 'identity');
    let list = lists.get(key);
    if (!list) {
      // In the order Fastify's route writes them, so both answers look alike; a 304 carries only the
      // fields that refresh the client's stored answer (plugins/empty-not-modified.ts).
      list = status === 304 ? [] : API_HEADERS.flat();
      list.push('cache-control', 'no-cache', 'vary', 'Accept-Encoding', 'etag', body.etag);
      if (status === 200) {
        list.push('content-type', 'application/json; charset=utf-8');
        if (coding) list.push('content-encoding', coding);
        list.push('content-length', String(length));
      }
      lists.set(key, list);
    }
    return list;
  };

  let requests = 0;
  /** The request log's line, as plugins/request-log.ts writes it for a route (ids of their own). */
  const logged = (req: IncomingMessage, res: ServerResponse, started: number) => {
    const { log } = hooks!;
    const reqId = `short-${(requests += 1)}`;
    // Shaped as the logger's request serializer (lib/log-redaction.ts) reads a Fastify request; read
    // now, as the socket may be gone once the answer is out.
    const request = {
      method: req.method,
      url: req.url,
      host: req.headers.host,
      ip: req.socket.remoteAddress,
      socket: { remotePort: req.socket.remotePort },
    };
    const line = () => ({ reqId, req: request, res: { statusCode: res.statusCode }, responseTime: performance.now() - started });
    // As Fastify's onResponse runs on 'finish', and plugins/request-log.ts watches 'close' for an abort.
    res.once('finish', () => log.info(line(), 'request completed'));
    res.once('close', () => {
      if (!res.writableFinished)
        log.info({ ...line(), aborted: true }, 'client closed the connection before the answer was sent');
    });
  };

  /** Answers the request when it is a plain read of a short path with its body at hand; false hands it on. */
  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || closing || hooks === null) return false;
    const path = paths.get(req.url!);
    if (path === undefined) return false;
    const headers = req.headers;
    if (
      headers.authorization !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    )
      return false;
    const body = path.current();
    if (body === undefined) return false;
    const logging = LOGGING_REQUESTS.has(hooks.log.level);
    if (logging && !hooks.directClients) return false;
    const started = performance.now();
    let status: Status = 304;
    let coding: ContentCoding | null = null;
    let payload: Buffer | undefined;
    if (!etagMatches(headers['if-none-match'], body.etag)) {
      status = 200;
      coding = servedCoding(body, headers['accept-encoding']);
      payload = coding ? body.ready(coding) : body.identity;
      if (payload === undefined) return false; // still compressing: the route waits for it
    }
    if (logging) logged(req, res, started);
    res.writeHead(status, headersFor(body, status, coding, payload?.length ?? 0));
    res.end(payload);
    (path.recorders[status] ??= hooks.recorder('GET', req.url!, status))((performance.now() - started) / 1000);
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
