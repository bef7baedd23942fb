import {
  BACK_IN_STOCK_MESSAGES,
  MAIN_OUTLET_ID,
  OUTLET_MESSAGES,
  fromStockMilli,
  normaliseMobile,
  normaliseItemType,
  packShareMilli,
  say,
  type BackInStockRequest,
  type BackInStockWaiting,
  type MessageLanguage,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { fieldError, notFound } from '../../lib/problems.js';
import type { CustomerMessagesService } from '../customer-messages/customer-messages.service.js';
import type { ProductRef } from '../products/products.schema.js';
import { createBackInStockRepository, type RequestOutlet, type RestockedProduct } from './back-in-stock.repository.js';

/** At most this many requests from one mobile in a day, and waiting at once; more are taken and dropped. */
export const REQUESTS_PER_MOBILE_PER_DAY = 10;
export const WAITING_PER_MOBILE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The pack's share of the stock, in thousandths, as an order takes it. */
const shareOf = (product: RestockedProduct, pack: RestockedProduct['packs'][number]) =>
  packShareMilli(
    { label: pack.label, stockUnits: pack.stockUnitsMilli === null ? null : fromStockMilli(pack.stockUnitsMilli) },
    normaliseItemType(product.itemType) ?? 'ByPieces',
  );

/** Whether the stock makes at least one of the pack (`''`: of any pack). Stock not counted never runs out. */
export function packInStock(product: RestockedProduct, label: string): boolean {
  if (product.stockMilli === null) return true;
  const packs = label === '' ? product.packs : product.packs.filter((p) => p.label === label);
  return packs.some((pack) => product.stockMilli! >= shareOf(product, pack));
}

/** "Kaju Katli (500 g)", in the request's language where the item has a Hindi name. */
const itemWords = (product: RestockedProduct, label: string, language: string | null) => {
  const name = language === 'hi' && product.nameHi ? product.nameHi : product.name;
  return label ? `${name} (${label})` : name;
};

/**
 * The outlet a message names, in the request's language: only when customers choose among several
 * open outlets, and only one with a name of its own (the first, unnamed, is the shop itself).
 */
const outletWords = (outlet: RequestOutlet, outlets: readonly RequestOutlet[], language: string | null) => {
  if (outlets.filter((o) => o.active).length < 2) return undefined;
  return (language === 'hi' && outlet.nameHi) || outlet.name || undefined;
};

/**
 * "Tell me when it's back": a customer leaves a mobile on a sold-out item at the outlet they shop at;
 * when that outlet's stock comes back (staff set it, a transfer brings some, a cancelled order or a
 * refund gives it back), each request waiting there gets one message through the customer messages'
 * outbox, queued in the stock change's own transaction, and ends.
 */
export function createBackInStockService(db: Kysely<Database>, { customerMessages }: { customerMessages: CustomerMessagesService }) {
  const repo = createBackInStockRepository(db);

  return {
    /**
     * Takes a request. The answer is the same whether the mobile asked before, is over its limits, or
     * the item is in stock after all (nothing to wait for): only a bad mobile, an unknown item or pack,
     * an unknown or closed outlet is refused. Only an item whose counted stock is out at the request's
     * outlet (for that pack) is waited for.
     */
    async ask(ref: ProductRef, request: BackInStockRequest): Promise<void> {
      const outletId = request.outletId ?? MAIN_OUTLET_ID;
      const [product] = ref.id === null ? [] : await repo.products([ref.id], outletId);
      if (!product) throw notFound(say('common.productNotFound', ref.raw));
      const label = request.variant ?? '';
      if (label !== '' && !product.packs.some((p) => p.label === label)) {
        throw fieldError('variant', BACK_IN_STOCK_MESSAGES.noSuchPack);
      }
      const outlet = (await repo.outlets()).find((o) => o.id === outletId);
      if (!outlet) throw fieldError('outletId', OUTLET_MESSAGES.unknown);
      if (!outlet.active) throw fieldError('outletId', OUTLET_MESSAGES.closed);
      if (product.isAvailable && packInStock(product, label)) return;
      if (product.stockMilli === null) return; // switched off, not sold out: no stock change brings it back
      const mobile = normaliseMobile(request.mobile);
      const now = new Date();
      const counts = await repo.countsForMobile(mobile, new Date(now.getTime() - DAY_MS).toISOString());
      if (counts.recent >= REQUESTS_PER_MOBILE_PER_DAY || counts.waiting >= WAITING_PER_MOBILE) return;
      await repo.insertWaiting({ productId: product.id, outletId, label, mobile, language: request.language ?? null, now: now.toISOString() });
    },

    /**
     * Stock was added to these products at `outletId` inside `trx` (staff set it, a transfer brought it,
     * an order gave it back): each request waiting at that outlet whose pack its stock now makes, on an
     * item customers can order, gets its message queued in the same transaction and ends; requests at
     * other outlets wait on. An outlet closed meanwhile tells no one. Call `afterCommit` once it
     * committed. Returns how many messages were queued.
     */
    async stockAdded(trx: Trx, outletId: number, productIds: readonly number[]): Promise<number> {
      const tx = createBackInStockRepository(trx);
      const waiting = await tx.waitingFor(outletId, productIds);
      if (waiting.length === 0) return 0;
      const outlets = await tx.outlets();
      const outlet = outlets.find((o) => o.id === outletId);
      if (!outlet?.active) return 0;
      const products = new Map((await tx.products([...new Set(waiting.map((r) => r.product_id))], outletId)).map((p) => [p.id, p]));
      const now = nowIso();
      let queued = 0;
      for (const request of waiting) {
        const product = products.get(request.product_id);
        if (!product?.isAvailable || !packInStock(product, request.label)) continue;
        const language = request.language === 'hi' || request.language === 'en' ? (request.language as MessageLanguage) : null;
        const sent = await customerMessages.queueBackInStock(trx, {
          id: request.id,
          mobile: request.mobile,
          language,
          productId: product.id,
          item: itemWords(product, request.label, request.language),
          outlet: outletWords(outlet, outlets, request.language),
        });
        await tx.end(request.id, now, sent > 0);
        queued += sent;
      }
      return queued;
    },

    /** The stock change committed: its messages go now rather than at the next poll. */
    afterCommit(): void {
      customerMessages.wake();
    },

    /** How many customers wait, per item and pack; only items someone waits for. */
    async waiting(productId?: number): Promise<BackInStockWaiting[]> {
      const byProduct = new Map<number, BackInStockWaiting>();
      for (const row of await repo.waitingCounts(productId)) {
        const entry = byProduct.get(row.product_id) ?? { productId: row.product_id, waiting: 0, packs: [] };
        entry.waiting += Number(row.n);
        entry.packs.push({ label: row.label, waiting: Number(row.n) });
        byProduct.set(row.product_id, entry);
      }
      return [...byProduct.values()];
    },
  };
}
export type BackInStockService = ReturnType<typeof createBackInStockService>;
