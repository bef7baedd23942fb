/** A request head that is a plain read: what answering it from a cache needs, and where it ends. */
export interface PlainGet {
  path: string;
  host: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  /** Offset of the byte after the head's blank line: where the next request on the connection starts. */
  end: number;
}

/** Longer heads go to node:http, which has its own limit and answer for them. */
export const PLAIN_GET_MAX_HEAD = 8 * 1024;
/** Heads with more fields go to node:http, which keeps only its `maxHeadersCount` first ones (1000 unless set). */
export const PLAIN_GET_MAX_FIELDS = 100;

const HEAD_END = Buffer.from('\r\n\r\n');
const REQUEST_LINE = /^GET (\/[!-~]*) HTTP\/1\.1(?=\r\n|$)/y;
// One field line after another: a name that is a token (RFC 9110 §5.6.2) and a value of visible
// ASCII, spaces and tabs only, so a bare CR or LF, a control or a non-ASCII byte stops the match. The
// value's spaces are trimmed after the match: one greedy class per part keeps the match linear.
const FIELD = /\r\n([!#$%&'*+.^_`|~0-9A-Za-z-]+):([\x20-\x7e\t]*)(?=\r\n|$)/y;
/** Fields that make the request more than a plain read: a body, credentials, another protocol. */
const NOT_PLAIN = new Set(['authorization', 'content-length', 'transfer-encoding', 'expect', 'upgrade', 'te', 'trailer']);

/**
 * Reads the request head starting at `start` when it is a whole plain HTTP/1.1 GET with no body and
 * no credentials; null for anything else, a head cut short included, which node:http then parses as
 * it always does. Only this narrow, unambiguous form is read here, so no
 * request can be understood differently by the two readers.
 */
export function readPlainGet(data: Buffer, start: number): PlainGet | null {
  const blank = data.indexOf(HEAD_END, start);
  if (blank === -1 || blank - start > PLAIN_GET_MAX_HEAD) return null;
  const head = data.toString('latin1', start, blank);
  REQUEST_LINE.lastIndex = 0;
  const requestLine = REQUEST_LINE.exec(head);
  if (!requestLine) return null;
  let host: string | undefined;
  let ifNoneMatch: string | undefined;
  let acceptEncoding: string | undefined;
  let connection: string | undefined;
  FIELD.lastIndex = REQUEST_LINE.lastIndex;
  for (let fields = 1; FIELD.lastIndex < head.length; fields++) {
    const field = FIELD.exec(head);
    if (!field || fields > PLAIN_GET_MAX_FIELDS) return null;
    const name = field[1]!.toLowerCase();
    const value = field[2]!.trim();
    // A field read here and given twice is left to node:http's rules.
    if (name === 'host') {
      if (host !== undefined) return null;
      host = value;
    } else if (name === 'if-none-match') {
      if (ifNoneMatch !== undefined) return null;
      ifNoneMatch = value;
    } else if (name === 'accept-encoding') {
      if (acceptEncoding !== undefined) return null;
      acceptEncoding = value;
    } else if (name === 'connection') {
      if (connection !== undefined) return null;
      connection = value;
    } else if (NOT_PLAIN.has(name)) return null;
  }
  if (!host || (connection !== undefined && connection.toLowerCase() !== 'keep-alive')) return null;
  return { path: requestLine[1]!, host, ifNoneMatch, acceptEncoding, end: blank + HEAD_END.length };
}
