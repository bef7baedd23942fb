// How long after an order commits does the shop's email arrive?
//
// Builds and starts the server bundle on a temporary SQLite database with SMTP_URL pointing at an
// SMTP server inside this script, places orders through the public order call (a valid cart from
// /api/catalogue), and times each one from the 201 answer (the commit happens just before it) to
// the SMTP server accepting the message. Prints median, p95 and max, and counts duplicates and
// losses. Orders go one at a time, 150 ms apart; `--burst` sends them all at once.
// Uses the server's own configuration otherwise (DATABASE_URL included, if set).
//
//   node bench/notify-latency.mjs [--orders 20] [--burst]

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { percentile, root, startServer } from './lib.mjs';

const { values: args } = parseArgs({
  options: { orders: { type: 'string', default: '20' }, burst: { type: 'boolean', default: false } },
});
const ORDERS = Number(args.orders);

/** The order number in a subject like "New order #0042 from …", whatever MIME encoding it arrived in. */
function orderIdOfSubject(rawMessage) {
  const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(rawMessage)?.[1] ?? '';
  const decoded = subject.replace(/\?=\s+=\?/g, '?==?').replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, enc, text) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
  const match = /New order #(\d+)/.exec(decoded);
  return match ? Number(match[1]) : null;
}

// --- the shop's mail server -------------------------------------------------------------------
/** order id → times (performance.now()) its emails were accepted */
const received = new Map();
/** times a connection to the mail server opened */
const connections = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const at = performance.now();
      const id = orderIdOfSubject(Buffer.concat(chunks).toString('utf8'));
      if (id !== null) received.set(id, [...(received.get(id) ?? []), at]);
      callback();
    });
  },
});
smtp.server.on('connection', () => connections.push(performance.now()));
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// --- the server ---------------------------------------------------------------------------------
console.log('building the server bundle…');
execFileSync(process.execPath, ['build.mjs'], { cwd: path.join(root, 'apps/server'), stdio: 'inherit' });
const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_EMAIL_TO: 'owner@shop.test' });
const { base } = server;

const catalogue = await (await fetch(`${base}/api/catalogue`)).json();
const item = catalogue.items.find((i) => i.isAvailable && i.prices.length > 0);
const variant = item.prices[0];
const cartItems = [
  {
    id: item.id,
    name: item.name,
    price: variant.price,
    selectedWeight: variant.label,
    quantity: Math.ceil(1000 / variant.price),
    thumbnail: item.thumbnail,
  },
];

// --- the orders -------------------------------------------------------------------------------
/** order id → { sent, committed } */
const placed = new Map();
async function placeOne(n) {
  const sent = performance.now();
  const res = await fetch(`${base}/api/Notify/OrderTotal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartItems, customerName: `Bench ${n}`, customerMobile: '9876543210' }),
  });
  if (res.status !== 201) throw new Error(`order ${n}: ${res.status} ${await res.text()}`);
  const { id } = await res.json();
  placed.set(id, { sent, committed: performance.now() });
}

console.log(`placing ${ORDERS} orders ${args.burst ? 'at once' : 'one at a time, 150 ms apart'}…`);
if (args.burst) {
  await Promise.all(Array.from({ length: ORDERS }, (_, n) => placeOne(n)));
} else {
  for (let n = 0; n < ORDERS; n++) {
    await placeOne(n);
    await new Promise((r) => setTimeout(r, 150));
  }
}
const deadline = performance.now() + 15_000;
while ([...placed.keys()].some((id) => !received.has(id)) && performance.now() < deadline)
  await new Promise((r) => setTimeout(r, 20));
await new Promise((r) => setTimeout(r, 1000)); // time for a duplicate to show up

await server.stop();
smtp.close();

// --- the figures ------------------------------------------------------------------------------
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (v) => (v === undefined ? '—' : `${v.toFixed(1)} ms`);
  return `median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1))}`;
};
const delivered = [...placed].filter(([id]) => received.has(id));
const commitToReceipt = delivered.map(([id, t]) => received.get(id)[0] - t.committed);
const requestToReceipt = delivered.map(([id, t]) => received.get(id)[0] - t.sent);
const duplicates = [...received.values()].reduce((sum, times) => sum + times.length - 1, 0);
const lost = placed.size - delivered.length;

console.log(`\n${placed.size} orders, ${delivered.length} emailed, ${duplicates} duplicates, ${lost} lost`);
console.log(`commit (201 answer) → email accepted by SMTP: ${stats(commitToReceipt)}`);
console.log(`order request sent  → email accepted by SMTP: ${stats(requestToReceipt)}`);
if (!args.burst) {
  // One order at a time: the first connection to the mail server after each answer is that order's.
  const toConnect = delivered.map(([, t]) => (connections.find((c) => c >= t.sent) ?? NaN) - t.committed).filter(Number.isFinite);
  console.log(`commit (201 answer) → SMTP connection opened: ${stats(toConnect)}`);
  console.log('(the test SMTP server waits 100 ms before its greeting, to catch clients that talk too early)');
}
