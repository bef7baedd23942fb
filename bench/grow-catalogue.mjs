// Makes a demo shop's catalogue big: copies its products (with their prices) until it holds `total`.
import path from 'node:path';
import { createRequire } from 'node:module';

// better-sqlite3 is the server's dependency; resolve it from there.
const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const SQLite = require('better-sqlite3');

/** Copies the demo shop's products (with their prices) in its stopped data directory until the catalogue holds `total`. */
export function growCatalogue(dataDir, total) {
  const db = new SQLite(path.join(dataDir, 'halwai.sqlite'));
  const columns = db
    .prepare("select name from pragma_table_info('products') where name <> 'id'")
    .all()
    .map((c) => c.name);
  const originals = db.prepare(`select id, ${columns.join(', ')} from products order by id`).all();
  const prices = db.prepare('select label, price_paise, position from product_prices where product_id = ?');
  const insert = db.prepare(`insert into products (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
  const insertPrice = db.prepare('insert into product_prices (product_id, label, price_paise, position) values (?, ?, ?, ?)');
  db.transaction(() => {
    for (let n = originals.length; n < total; n++) {
      const original = originals[n % originals.length];
      const copy = columns.map((c) => (c === 'name' ? `${original.name} ${Math.floor(n / originals.length) + 1}` : original[c]));
      const id = Number(insert.run(...copy).lastInsertRowid);
      for (const p of prices.all(original.id)) insertPrice.run(id, p.label, p.price_paise, p.position);
    }
  })();
  db.close();
}
