/** Where log lines go: pino writes each record as one JSON line. */
export interface LogDestination {
  write(line: string): void;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every record has, or that the request line already shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime', 'reqId', 'err']);

const clock = (time: unknown) => (typeof time === 'number' ? new Date(time).toISOString().slice(11, 23) : '');
const value = (v: unknown) => (typeof v === 'string' && !/[\s"]/.test(v) ? v : JSON.stringify(v));

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}

/**
 * One record as a person reads it on a terminal: `12:04:05.120 INFO  GET /get-order/7?key=[redacted] 200 3.1 ms`
 * for a request, else the message with its other fields as key=value. It formats what pino already
 * serialized, so the URL is the one `redactedRequest` redacted, as in the JSON log.
 */
export function prettyLine(record: LogRecord): string {
  const head = `${clock(record.time)} ${(LEVELS[record.level ?? 30] ?? 'LOG').padEnd(5)}`;
  if (record.req && record.res && typeof record.responseTime === 'number') {
    const aborted = record.aborted ? ' (client closed the connection)' : '';
    return `${head} ${record.req.method} ${record.req.url} ${record.res.statusCode} ${record.responseTime.toFixed(1)} ms${aborted}\n`;
  }
  const fields = Object.entries(record)
    .filter(([k]) => !SHOWN.has(k))
    .map(([k, v]) => `${k}=${value(v)}`);
  const request = record.req ? [`${record.req.method} ${record.req.url}`] : [];
  const line = [head, record.msg ?? '', ...request, ...fields].filter(Boolean).join(' ');
  const err = record.err
    ? `\n  ${(record.err.stack ?? `${record.err.type}: ${record.err.message}`).replaceAll('\n', '\n  ')}`
    : '';
  return `${line}${err}\n`;
}

/** A pino destination that writes `prettyLine`s to `out`; a line that is not JSON passes through as it is. */
export function prettyDestination(out: LogDestination): LogDestination {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        let record: LogRecord;
        try {
          record = JSON.parse(line) as LogRecord;
        } catch {
          out.write(`${line}\n`);
          continue;
        }
        out.write(prettyLine(record));
      }
    },
  };
}
