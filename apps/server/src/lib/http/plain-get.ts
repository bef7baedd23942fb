/** A request head that is a plain read: what answering it from a cache needs, and where it ends. */
export interface PlainGet {
  path: string;
  host: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  /** Offset of the byte after the head's blank line: where the next request on the connection starts. */
  end: number;
}

/** Longer heads go to node:http, which has its own limit (16 KiB unless set) and answer for them. */
export const PLAIN_GET_MAX_HEAD = 8 * 1024;
/** Heads with more fields go to node:http, which keeps only its `maxHeadersCount` first ones (1000 unless set). */
export const PLAIN_GET_MAX_FIELDS = 100;

const HEAD_END = Buffer.from('\r\n\r\n');
const METHOD = Buffer.from('GET /');
const VERSION = Buffer.from(' HTTP/1.1');
const CR = 0x0d;
const LF = 0x0a;
const COLON = 0x3a;
const SPACE = 0x20;
const TAB = 0x09;

const byteTable = (accepts: (byte: number) => boolean) => Uint8Array.from({ length: 256 }, (_, b) => (accepts(b) ? 1 : 0));
/** A field name is a token (RFC 9110 §5.6.2). */
const TOKEN = byteTable((b) => /[!#$%&'*+.^_`|~0-9A-Za-z-]/.test(String.fromCharCode(b)));
/** A value of visible ASCII, spaces and tabs only: a bare CR or LF, a control or a non-ASCII byte ends the read. */
const VALUE = byteTable((b) => b === TAB || (b >= SPACE && b <= 0x7e));
/** A request path of visible ASCII. */
const PATH = byteTable((b) => b > SPACE && b <= 0x7e);

const enum Field {
  Other,
  Host,
  IfNoneMatch,
  AcceptEncoding,
  Connection,
  /** A body, credentials, another protocol: more than a plain read. */
  NotPlain,
}
const NAMES: [Buffer, Field][] = Object.entries({
  host: Field.Host,
  'if-none-match': Field.IfNoneMatch,
  'accept-encoding': Field.AcceptEncoding,
  connection: Field.Connection,
  authorization: Field.NotPlain,
  'content-length': Field.NotPlain,
  'transfer-encoding': Field.NotPlain,
  expect: Field.NotPlain,
  upgrade: Field.NotPlain,
  te: Field.NotPlain,
  trailer: Field.NotPlain,
}).map(([name, field]) => [Buffer.from(name), field]);
const KEEP_ALIVE = Buffer.from('keep-alive');

/** Whether `data[from, to)` is `lower` in any case (`lower` holds only lowercase letters and '-'). */
function equalsIgnoringCase(data: Buffer, from: number, to: number, lower: Buffer): boolean {
  if (to - from !== lower.length) return false;
  // Setting bit 5 lowercases a letter and leaves '-' as it is; no other token byte becomes either.
  for (let i = 0; i < lower.length; i++) if ((data[from + i]! | 0x20) !== lower[i]) return false;
  return true;
}

function fieldNamed(data: Buffer, from: number, to: number): Field {
  for (const [name, field] of NAMES) if (equalsIgnoringCase(data, from, to, name)) return field;
  return Field.Other;
}

function startsWithAt(data: Buffer, at: number, bytes: Buffer): boolean {
  if (at + bytes.length > data.length) return false;
  for (let i = 0; i < bytes.length; i++) if (data[at + i] !== bytes[i]) return false;
  return true;
}

/**
 * Reads the request head starting at `start` when it is a whole plain HTTP/1.1 GET with no body and
 * no credentials; null for anything else, a head cut short included, which node:http then parses as
 * it always does. Only this narrow, unambiguous form is read here, so no request can be understood
 * differently by the two readers. It reads bytes in place and makes strings only of the values it
 * keeps: it runs once per request on the hottest path (plugins/short-path-connections.ts).
 */
export function readPlainGet(data: Buffer, start: number, maxHead = PLAIN_GET_MAX_HEAD): PlainGet | null {
  const blank = data.indexOf(HEAD_END, start);
  if (blank === -1 || blank - start > maxHead || !startsWithAt(data, start, METHOD)) return null;
  const pathStart = start + METHOD.length - 1;
  let at = pathStart + 1;
  while (at < blank && PATH[data[at]!]) at++;
  const pathEnd = at;
  if (!startsWithAt(data, at, VERSION)) return null;
  at += VERSION.length;

  let host: string | undefined;
  let ifNoneMatch: string | undefined;
  let acceptEncoding: string | undefined;
  let connection: boolean | undefined; // whether it asked to keep the connection alive
  for (let fields = 1; at < blank; fields++) {
    // Every line ends in CRLF, the last one at `blank`.
    if (data[at] !== CR || data[at + 1] !== LF || fields > PLAIN_GET_MAX_FIELDS) return null;
    const nameStart = at + 2;
    at = nameStart;
    while (at < blank && TOKEN[data[at]!]) at++;
    if (at === nameStart || data[at] !== COLON) return null;
    const nameEnd = at;
    at++;
    let valueStart = at;
    while (at < blank && VALUE[data[at]!]) at++;
    let valueEnd = at;
    while (valueStart < valueEnd && (data[valueStart] === SPACE || data[valueStart] === TAB)) valueStart++;
    while (valueEnd > valueStart && (data[valueEnd - 1] === SPACE || data[valueEnd - 1] === TAB)) valueEnd--;
    // A field read here and given twice is left to node:http's rules.
    switch (fieldNamed(data, nameStart, nameEnd)) {
      case Field.Host:
        if (host !== undefined) return null;
        host = data.toString('latin1', valueStart, valueEnd);
        break;
      case Field.IfNoneMatch:
        if (ifNoneMatch !== undefined) return null;
        ifNoneMatch = data.toString('latin1', valueStart, valueEnd);
        break;
      case Field.AcceptEncoding:
        if (acceptEncoding !== undefined) return null;
        acceptEncoding = data.toString('latin1', valueStart, valueEnd);
        break;
      case Field.Connection:
        if (connection !== undefined) return null;
        connection = equalsIgnoringCase(data, valueStart, valueEnd, KEEP_ALIVE);
        break;
      case Field.NotPlain:
        return null;
    }
  }
  if (!host || connection === false) return null;
  return { path: data.toString('latin1', pathStart, pathEnd), host, ifNoneMatch, acceptEncoding, end: blank + HEAD_END.length };
}
