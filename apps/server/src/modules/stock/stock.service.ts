import {
  LOW_STOCK_PACKS,
  formatOrderId,
  fromStockMilli,
  normaliseItemType,
  packShareMilli,
  toStockMilli,
  type LowStockItem,
  type StockHistoryEntry,
  say,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/problems.js';
import type { ProductPricing, ProductsService } from '../products/products.service.js';
import { createStockRepository } from './stock.repository.js';

/** One line of an order as stock reads it; `index` is the cart line it came from, for the 409's field. */
export interface StockLine {
  productId: number;
  name: string;
  variant: string;
  quantity: number;
  index: number;
}

/**
 * Told when stock is added, inside the change's transaction, and again once it committed: customers
 * waiting for an item to be back hear of it (modules/back-in-stock implements it).
 */
export interface Restocks {
  stockAdded(trx: Trx, productIds: readonly number[]): Promise<unknown>;
  afterCommit(): void;
}

const HISTORY_LIMIT = 200;
const units = (milli: number | null) => (milli === null ? null : fromStockMilli(milli));

/**
 * Counted stock: orders take it inside their own transaction and can never take more than is left;
 * a cancelled order gives back exactly what it took; staff set it, and every change is kept.
 */
export function createStockService(
  db: Kysely<Database>,
  { products, restocks }: { products: Pick<ProductsService, 'stockChanged'>; restocks?: Restocks },
) {
  const repo = createStockRepository(db);
  return {
    /**
     * Takes each counted product's share of the order inside the order's transaction, products in id
     * order (so concurrent orders lock rows in one order). Too little left: 409 naming the line,
     * `Only 3 left of Kaju Katli (500 g)`, and the caller's transaction rolls back. Returns the
     * products whose stock changed, for the catalogue once the order commits. `handedOver` (a counter
     * sale) is never refused: the stock may go below zero, and its history says so.
     */
    async take(
      trx: Trx,
      orderId: number,
      lines: readonly StockLine[],
      pricing: ReadonlyMap<number, ProductPricing>,
      now: string,
      { handedOver = false }: { handedOver?: boolean } = {},
    ): Promise<number[]> {
      const byProduct = new Map<number, StockLine[]>();
      for (const line of lines) {
        if (pricing.get(line.productId)?.stockMilli == null) continue; // not counted when priced
        byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
      }
      const tx = createStockRepository(trx);
      const changed: number[] = [];
      for (const productId of [...byProduct.keys()].sort((a, b) => a - b)) {
        const productLines = byProduct.get(productId)!;
        const shares = pricing.get(productId)!.shares;
        const share = (line: StockLine) => shares.get(line.variant) ?? 1000;
        const need = productLines.reduce((sum, l) => sum + share(l) * l.quantity, 0);
        // Goods already handed over at the counter are taken even past zero: the count was wrong, not the sale.
        const after = handedOver ? await tx.takeAnyway(productId, need) : await tx.takeIfEnough(productId, need);
        if (after === undefined && handedOver) continue; // no longer counted
        if (after === undefined) {
          const left = await tx.stockOf(productId);
          if (left === null || left === undefined) continue; // no longer counted (or gone: pricing refused it already)
          // Name the first line that cannot be filled from what is left after the lines before it.
          let remaining = left;
          for (const line of productLines) {
            if (share(line) * line.quantity > remaining) {
              const packs = Math.floor(remaining / share(line));
              const message = packs > 0 ? say('stock.onlyLeft', line.name, line.variant, packs) : say('stock.soldOut', line.name, line.variant);
              throw conflict(message, { [`cartItems.${line.index}`]: [message] });
            }
            remaining -= share(line) * line.quantity;
          }
          throw conflict(say('stock.soldOut', productLines[0]!.name, productLines[0]!.variant));
        }
        await tx.addHistory({
          productId,
          beforeMilli: after + need,
          afterMilli: after,
          reason: handedOver ? (after < 0 ? 'Sold at the counter, below zero' : 'Sold at the counter') : 'Ordered',
          actor: `Order #${formatOrderId(orderId)}`,
          orderId,
          now,
        });
        changed.push(productId);
      }
      return changed;
    },

    /**
     * Gives back what an order took, by its stock history, inside the caller's transaction (the
     * status change that cancels it). Products no longer counted are left alone. Call
     * `announce` with the answer once the transaction commits.
     */
    async returnStock(trx: Trx, orderId: number): Promise<number[]> {
      const tx = createStockRepository(trx);
      const now = nowIso();
      const changed: number[] = [];
      for (const { productId, milli } of await tx.takenByOrder(orderId)) {
        if (milli <= 0) continue; // already given back
        const after = await tx.giveBack(productId, milli);
        if (after === undefined) continue;
        await tx.addHistory({
          productId,
          beforeMilli: after - milli,
          afterMilli: after,
          reason: 'Order cancelled',
          actor: `Cancelled order #${formatOrderId(orderId)}`,
          orderId,
          now,
        });
        changed.push(productId);
      }
      await restocks?.stockAdded(trx, changed);
      return changed;
    },

    /**
     * Puts back what refunded lines of a counter bill took, inside the refund's transaction, on products
     * still counted. Returns the products whose stock changed, for `announce` after the commit.
     */
    async giveBackLines(trx: Trx, orderId: number, lines: readonly { productId: number; milli: number }[], now: string): Promise<number[]> {
      const tx = createStockRepository(trx);
      const changed: number[] = [];
      for (const { productId, milli } of [...lines].sort((a, b) => a.productId - b.productId)) {
        if (milli <= 0) continue;
        const after = await tx.giveBack(productId, milli);
        if (after === undefined) continue;
        await tx.addHistory({ productId, beforeMilli: after - milli, afterMilli: after, reason: 'Refunded at the counter', actor: `Order #${formatOrderId(orderId)}`, orderId, now });
        changed.push(productId);
      }
      await restocks?.stockAdded(trx, changed);
      return changed;
    },

    /** Whether the order ever took counted stock (a cancel gave it back). */
    async tookAny(trx: Trx, orderId: number): Promise<boolean> {
      return (await createStockRepository(trx).takenByOrder(orderId)).length > 0;
    },

    /** After a commit: the catalogue shows the new stock. */
    announce(productIds: readonly number[]): void {
      if (productIds.length === 0) return;
      products.stockChanged(productIds);
      restocks?.afterCommit();
    },

    /** Staff set a product's stock (null: stop counting), kept in its history with who and why. */
    async set(productId: number, stock: number | null, reason: string | undefined, actor: string): Promise<{ id: number; stock: number | null }> {
      const milli = stock === null ? null : toStockMilli(stock);
      const now = nowIso();
      const done = await inTransaction(db, async (trx) => {
        const tx = createStockRepository(trx);
        const result = await tx.set(productId, milli, now);
        if (!result) return false;
        await tx.addHistory({
          productId,
          beforeMilli: result.before,
          afterMilli: milli,
          reason: reason?.trim() || 'Stock set',
          actor,
          orderId: null,
          now,
        });
        if (milli !== null && milli > (result.before ?? 0)) await restocks?.stockAdded(trx, [productId]);
        return true;
      });
      if (!done) throw notFound(say('common.productNotFound', productId));
      products.stockChanged([productId]);
      restocks?.afterCommit();
      return { id: productId, stock: units(milli) };
    },

    async history(productId: number): Promise<StockHistoryEntry[]> {
      if ((await repo.stockOf(productId)) === undefined) throw notFound(say('common.productNotFound', productId));
      const rows = await repo.history(productId, HISTORY_LIMIT);
      return rows.map((r) => ({
        at: r.created_at,
        by: r.actor,
        before: units(r.before_milli === null ? null : Number(r.before_milli)),
        after: units(r.after_milli === null ? null : Number(r.after_milli)),
        reason: r.reason,
        orderId: r.order_id === null ? null : Number(r.order_id),
      }));
    },

    /** Counted products whose first pack has `LOW_STOCK_PACKS` or fewer left, fewest first: the dashboard's list. */
    async low(): Promise<LowStockItem[]> {
      const rows = await repo.counted();
      const items: LowStockItem[] = [];
      for (const row of rows) {
        const itemType = normaliseItemType(row.item_type) ?? 'ByPieces';
        const first = row.prices[0];
        const label = first?.label ?? '';
        const share = first
          ? packShareMilli({ label, stockUnits: first.stock_units_milli === null ? null : fromStockMilli(Number(first.stock_units_milli)) }, itemType)
          : 1000;
        const packs = Math.floor(row.stock_milli / share);
        if (packs <= LOW_STOCK_PACKS)
          items.push({
            id: row.id,
            name: row.name,
            ...(row.name_hi !== null && { nameHi: row.name_hi }),
            stock: fromStockMilli(row.stock_milli),
            itemType,
            packsLeft: packs,
            label,
          });
      }
      return items.sort((a, b) => a.packsLeft - b.packsLeft || a.name.localeCompare(b.name));
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;
