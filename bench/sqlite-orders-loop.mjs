// The database's own speed for one order on SQLite: a bare better-sqlite3 loop running the same
// transaction as the server (order, lines with their tax, outbox row, idempotency record, invoice
// number) on the same file settings (WAL, synchronous=FULL). Prints {"orders": n, "seconds": s}.
// Usage: node bench/sqlite-orders-loop.mjs <database file, migrated> <seconds>
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const SQLite = require('better-sqlite3');

const [file, seconds = '5'] = process.argv.slice(2);
const db = new SQLite(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');

const products = db.prepare('select id, name from products order by id limit 2').all();
const sha256 = (v) => createHash('sha256').update(v).digest('hex');
const pricing = db.prepare(
  `select p.id, p.name, p.is_available, pp.label, pp.price_paise from products p left join product_prices pp on pp.product_id = p.id where p.id in (?, ?)`,
);
const insertOrder = db.prepare(
  `insert into orders (access_key_hash, customer_name, customer_mobile, status, total_paise, created_at, updated_at) values (?, ?, ?, 0, ?, ?, ?) returning *`,
);
const categoryTax = (column, fallback) =>
  `(select coalesce(category_tax.${column}, ${fallback}) from products left join category_tax on category_tax.category_id = products.category_id where products.id = ?)`;
const insertLine = db.prepare(
  `insert into order_lines (order_id, product_id, name, variant, quantity, price_paise, position, hsn, gst_rate) values (?, ?, ?, ?, ?, ?, ?, ${categoryTax('hsn', "'2106'")}, ${categoryTax('gst_rate', 5)}) returning *`,
);
const nextSerial = db.prepare(
  `insert into invoice_counters (financial_year, last_number) values (?, 1) on conflict (financial_year) do update set last_number = invoice_counters.last_number + 1 returning last_number`,
);
const setInvoiceNumber = db.prepare('update orders set invoice_number = ? where id = ?');
const insertOutbox = db.prepare(
  'insert into notification_outbox (event_id, kind, subject_id, payload, created_at, processed_at) values (?, ?, ?, ?, ?, null)',
);
const insertIdempotency = db.prepare(
  'insert into idempotency_keys (key, scope, request_hash, response_status, response_body, created_at) values (?, ?, ?, 201, ?, ?)',
);

const placeOrder = db.transaction((key) => {
  const now = new Date().toISOString();
  const order = insertOrder.get(sha256(randomBytes(24)), 'Asha Verma', '9876543210', 96000, now, now);
  const lines = products.map((p, i) => insertLine.get(order.id, p.id, p.name, '1 kg', 1, 48000, i, p.id, p.id));
  insertOutbox.run(randomUUID(), 'order.placed', order.id, JSON.stringify({ ...order, lines }), now);
  insertIdempotency.run(sha256(key), 'orders', sha256(key + 'request'), randomBytes(120).toString('base64url'), now);
  const { last_number } = nextSerial.get('bench');
  setInvoiceNumber.run(`HW/bench/${last_number}`, order.id);
});

const until = performance.now() + Number(seconds) * 1000;
const started = performance.now();
let orders = 0;
while (performance.now() < until) {
  pricing.all(products[0].id, products[1].id);
  placeOrder.immediate(`bench-${orders}-${randomUUID()}`);
  orders += 1;
}
console.log(JSON.stringify({ orders, seconds: (performance.now() - started) / 1000 }));
db.close();
