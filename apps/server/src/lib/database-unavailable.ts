/** SQLite result codes that mean the disk or the file, not the request, is at fault. */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|IOERR|BUSY|LOCKED|CANTOPEN|READONLY|NOMEM|PROTOCOL)/;
/** PostgreSQL classes 08 (connection), 53 (disk full, out of memory, too many connections), 57P (shutting down). */
const PG_UNAVAILABLE = /^(08|53|57P)/;
const NODE_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOSPC', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * True when an error says the database cannot serve right now (disk full, connection lost, server
 * shutting down): the client should retry later (503), and the log must show the real cause.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SQLITE_UNAVAILABLE.test(code) || NODE_UNAVAILABLE.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && (PG_UNAVAILABLE.test(code) || code === '55000')) return true;
  }
  // node-postgres reports a dropped or unobtainable connection without a code.
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|not currently accepting connections/i.test(message);
}
