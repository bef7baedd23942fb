import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedSale } from './queued-sale';

/** What the counter keeps on the device: its sales until the server has them, and its last-read data. */
interface CounterSchema extends DBSchema {
  sales: { key: string; value: QueuedSale; indexes: { byMade: number } };
  kept: { key: string; value: { name: string; savedAt: number; data: unknown } };
}

export type CounterDb = IDBPDatabase<CounterSchema>;

const DB_NAME = 'halwai-counter';

let opened: { factory: IDBFactory; db: Promise<CounterDb> } | null = null;

/** The counter's database, opened once per page (again when the browser's IndexedDB is another, in tests). */
export function counterDb(): Promise<CounterDb> {
  if (opened?.factory !== indexedDB) {
    const db = openDB<CounterSchema>(DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore('sales', { keyPath: 'key' }).createIndex('byMade', 'madeAt');
        database.createObjectStore('kept', { keyPath: 'name' });
      },
    });
    opened = { factory: indexedDB, db };
  }
  return opened.db;
}
