/** A real SMTP server that keeps what it receives, for the email channel's tests. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A tiny MIME reader: enough to read what nodemailer sends (multipart/alternative, QP or base64).

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return decoded.replace(/\r\n/g, '\n'); // SMTP carries lines as CRLF
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  eventId: string | undefined;
  text: string;
  html: string;
  attachments: MailAttachment[];
  receivedAt: number;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** The leaf parts of a message, walking into nested multiparts (mixed → alternative → text, html). */
function leafParts(part: MimePart): MimePart[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return [part];
  const leaves: MimePart[] = [];
  for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const child = splitHead(chunk.replace(/^\r\n/, ''));
    leaves.push(...leafParts({ headers: child.headers, body: child.body.replace(/\r\n$/, '') }));
  }
  return leaves;
}

const fileNameOf = (part: MimePart) =>
  /filename="?([^";]+)"?/i.exec(part.headers.get('content-disposition') ?? '')?.[1] ??
  /name="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];

export function parseMail(raw: string): Omit<ReceivedMail, 'envelopeFrom' | 'envelopeTo' | 'receivedAt'> {
  const { headers, body } = splitHead(raw);
  const leaves = leafParts({ headers, body });
  const isAttachment = (p: MimePart) => /^attachment/i.test(p.headers.get('content-disposition') ?? '');
  const text = (prefix: string) => {
    const part = leaves.find((p) => !isAttachment(p) && (p.headers.get('content-type') ?? 'text/plain').startsWith(prefix));
    return part ? decodeBody(part.headers, part.body) : '';
  };
  return {
    headers,
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    from: decodeEncodedWords(headers.get('from') ?? ''),
    to: decodeEncodedWords(headers.get('to') ?? ''),
    eventId: headers.get('x-halwai-event-id'),
    text: text('text/plain'),
    html: text('text/html'),
    attachments: leaves.filter(isAttachment).map((p) => ({
      fileName: decodeEncodedWords(fileNameOf(p) ?? ''),
      contentType: (p.headers.get('content-type') ?? '').split(';')[0]!.trim(),
      // Attachments come base64-encoded from nodemailer.
      content: Buffer.from(p.body.replace(/\s+/g, ''), 'base64'),
    })),
  };
}

export interface SmtpInbox {
  /** smtp://shop:secret@127.0.0.1:{port}: the tests also prove the user and password in SMTP_URL are used. */
  url: string;
  messages: ReceivedMail[];
  /** Answer the next `n` messages with a temporary failure (451). */
  rejectNext(n: number): void;
  /** While down, every message is refused. */
  setDown(down: boolean): void;
  byEvent(eventId: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a random loopback port, keeping what it receives. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  let rejecting = 0;
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (down || rejecting > 0) {
          rejecting = Math.max(0, rejecting - 1);
          const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(err);
          return;
        }
        messages.push({
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://shop:secret@127.0.0.1:${port}`,
    messages,
    rejectNext: (n) => (rejecting = n),
    setDown: (value) => (down = value),
    byEvent: (eventId) => messages.filter((m) => m.eventId === eventId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
