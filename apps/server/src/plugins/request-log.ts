import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type LogFn = (...args: unknown[]) => void;

/**
 * The files a page loads rather than the page or API call itself: the web build's scripts, styles, icons
 * and pictures, its service worker and manifest, and product pictures. A page brings dozens of them.
 */
const PAGE_FILE = /^\/(?:(?:assets|media|icons|images|carousel)\/|[^/]+\.(?:js|css|svg|png|ico|webp|avif|jpe?g|webmanifest|json|woff2?)$)/i;

export const isPageFile = (url: string) => PAGE_FILE.test(url.split('?', 1)[0]!);

/**
 * One log line per page or API call (method, redacted URL, status, time), instead of Fastify's two; the
 * files a page loads are at debug level unless they failed, so the log reads one line per thing a person
 * did. A client that went away before the answer was out (a closed tab, a cancelled download) gets its
 * line too, marked `aborted`, at info level: it is not a fault of the server.
 */
export function registerRequestLog(app: FastifyInstance) {
  const level = (url: string, status: number) => (status < 400 && isPageFile(url) ? 'debug' : 'info');
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished) return;
      request.log[level(request.url, 0)](
        { req: request, res: reply, responseTime: reply.elapsedTime, aborted: true },
        'client closed the connection before the answer was sent',
      );
    });
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log[level(request.url, reply.statusCode)](
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}

const isPrematureClose = (value: unknown) =>
  value instanceof Error &&
  ((value as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' || value.message === 'premature close');

/** Fastify's own note of each address it listens on: on a terminal, the start's banner says where to open the shop instead. */
const isListeningNote = (value: unknown) => typeof value === 'string' && value.startsWith('Server listening at ');

/**
 * pino's `hooks.logMethod`: @fastify/compress logs a compressed answer cut short by the client as an
 * error with a stack trace; it is the same aborted request as above, so it goes to debug. On a terminal
 * (`terminal`), so does Fastify's "Server listening at" line for each address; a log collector keeps it.
 */
export function quietLogNoise({ terminal }: { terminal: boolean }) {
  return function (this: FastifyBaseLogger, args: unknown[], method: LogFn, level: number) {
    if (level >= 50 && isPrematureClose(args[0]))
      return this.debug({ reason: (args[0] as Error).message }, 'response stream ended early: the client closed the connection');
    if (terminal && level === 30 && isListeningNote(args[0])) return this.debug(args[0] as string);
    return method.apply(this, args);
  };
}
