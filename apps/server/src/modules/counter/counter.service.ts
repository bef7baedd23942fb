import {
  matchScan,
  normaliseItemType,
  say,
  type CounterSale,
  type CounterScan,
  type CounterItemInfo,
  paise,
  paiseToRupees,
  type CounterSettings,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/problems.js';
import { toCounterSale } from '../orders/payment-parts.js';
import { createOrdersRepository } from '../orders/orders.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createCounterRepository } from './counter.repository.js';

/** The counter's reads: what a scanned code adds, a bill for its receipt, the counter's settings. */
export function createCounterService(db: Kysely<Database>, settings: SettingsService) {
  const repo = createCounterRepository(db);
  const orders = createOrdersRepository(db);

  /** How each item sells at the counter (weighed or by the pack), its own price per kg and its barcodes. */
  async function items(): Promise<CounterItemInfo[]> {
    return (await repo.listItems()).map((i) => ({
      productId: i.id,
      itemType: normaliseItemType(i.itemType) ?? i.itemType,
      pricePerKg: i.pricePerKg === null ? null : paiseToRupees(paise(i.pricePerKg)),
      barcode: i.barcode,
      packs: i.packs,
    }));
  }

  return {
    findItems: repo.findItems,

    /**
     * What a scanner read: a pack's or an item's own barcode, else a scale's weight-embedded EAN-13
     * label for a by-kilo item whose barcode is the label's item code. 404 when nothing matches.
     */
    async scan(raw: string): Promise<CounterScan> {
      const code = raw.trim();
      const [list, { scaleItemDigits }] = await Promise.all([items(), settings.counterSettings()]);
      const match = matchScan(code, list, { itemDigits: scaleItemDigits });
      if (!match) throw notFound(say('counter.scanUnknown', code.slice(0, 40)));
      return match;
    },

    /** A counter bill for its receipt: the order, its invoice number and the change given. */
    async sale(id: number): Promise<Omit<CounterSale, 'accessKey'> & { accessKey?: string }> {
      const order = await repo.findSale(id);
      if (!order?.invoice_number) throw notFound(say('common.orderNotFound', id));
      const lines = await orders.findLines(id);
      return {
        ...toCounterSale({ ...order, invoice_number: order.invoice_number }, lines),
        ...(order.page_key && { accessKey: order.page_key }),
      };
    },

    items,

    counterSettings(): Promise<CounterSettings> {
      return settings.counterSettings();
    },
  };
}
export type CounterService = ReturnType<typeof createCounterService>;
