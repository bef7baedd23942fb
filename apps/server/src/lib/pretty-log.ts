import { Writable } from 'node:stream';
import pretty, { type PrettyOptions } from 'pino-pretty';

/** Where log lines go. */
export interface LogDestination {
  write(line: string): void;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface RequestRecord {
  req: { method?: string; url?: string };
  res: { statusCode?: number };
  responseTime: number;
  aborted?: boolean;
}

const isRequestLine = (log: Record<string, unknown>): log is Record<string, unknown> & RequestRecord =>
  typeof log.req === 'object' && typeof log.res === 'object' && typeof log.responseTime === 'number';

/**
 * pino-pretty, one readable line per event: `12:04:05.120 INFO: GET /get-order/7?key=[redacted] 200 3.1 ms`
 * for a request (its URL as pino's redaction left it), else the message and its other fields.
 */
export const PRETTY_OPTIONS: PrettyOptions = {
  colorize: false,
  singleLine: true,
  sync: true,
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: 'pid,hostname,reqId,req,res,responseTime,aborted',
  customPrettifiers: {
    time: (time) => String(time),
    level: (_level, _key, log) => LEVELS[(log as { level: number }).level] ?? 'LOG',
  },
  messageFormat: (log, messageKey) => {
    if (!isRequestLine(log)) return String(log[messageKey] ?? '');
    const aborted = log.aborted ? ' (client closed the connection)' : '';
    return `${log.req.method} ${log.req.url} ${log.res.statusCode} ${log.responseTime.toFixed(1)} ms${aborted}`;
  },
};

// pino-pretty writes to a stream; a test's collector of lines is made one.
const asStream = (out: LogDestination): NodeJS.WritableStream =>
  'on' in out
    ? (out as NodeJS.WritableStream)
    : new Writable({
        write(chunk: Buffer, _encoding, done) {
          out.write(chunk.toString());
          done();
        },
      });

/** The terminal's log stream, writing to `out`. */
export const prettyStream = (out: LogDestination) => pretty({ ...PRETTY_OPTIONS, destination: asStream(out) });
