import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type LogFn = (...args: unknown[]) => void;

/**
 * One log line per request (method, redacted URL, status, time), instead of Fastify's two. A client
 * that went away before the answer was out (a closed tab, a cancelled download) gets its line too,
 * marked `aborted`, at info level: it is not a fault of the server.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished) return;
      request.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime, aborted: true },
        'client closed the connection before the answer was sent',
      );
    });
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}

const isPrematureClose = (value: unknown) =>
  value instanceof Error &&
  ((value as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' || value.message === 'premature close');

/**
 * pino's `hooks.logMethod`: @fastify/compress logs a compressed answer cut short by the client as an
 * error with a stack trace; it is the same aborted request as above, so it goes to debug.
 */
export function quietClientAborts(this: FastifyBaseLogger, args: unknown[], method: LogFn, level: number) {
  if (level >= 50 && isPrematureClose(args[0]))
    return this.debug({ reason: (args[0] as Error).message }, 'response stream ended early: the client closed the connection');
  return method.apply(this, args);
}
