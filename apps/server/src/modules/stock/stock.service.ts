import {
  LOW_STOCK_PACKS,
  MAIN_OUTLET_ID,
  OUTLET_MESSAGES,
  formatOrderId,
  fromStockMilli,
  normaliseItemType,
  packShareMilli,
  toStockMilli,
  type LowStockItem,
  type StockHistoryEntry,
  type StockTransfer,
  type StockTransferResult,
  say,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { inOutletScope, type OutletScope } from '../../lib/outlet-scope.js';
import { conflict, fieldError, notFound } from '../../lib/problems.js';
import type { OutletsService } from '../outlets/outlets.service.js';
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
 * Told when stock is added at an outlet, inside the change's transaction, and again once it committed:
 * customers waiting for an item to be back at that outlet hear of it (modules/back-in-stock implements it).
 */
export interface Restocks {
  stockAdded(trx: Trx, outletId: number, productIds: readonly number[]): Promise<unknown>;
  afterCommit(): void;
}

const HISTORY_LIMIT = 200;

type CountedRow = Awaited<ReturnType<ReturnType<typeof createStockRepository>['counted']>>[number];

/** A product's row on the low-stock list, at the outlet named, if its first pack has `LOW_STOCK_PACKS` or fewer left there; else null. */
function lowItem(
  row: Omit<CountedRow, 'stock_milli'>,
  stockMilli: number,
  outlet: { id: number; name: string; nameHi: string | null },
): LowStockItem | null {
  const itemType = normaliseItemType(row.item_type) ?? 'ByPieces';
  const first = row.prices[0];
  const label = first?.label ?? '';
  const share = first
    ? packShareMilli({ label, stockUnits: first.stock_units_milli === null ? null : fromStockMilli(Number(first.stock_units_milli)) }, itemType)
    : 1000;
  const packs = Math.floor(stockMilli / share);
  if (packs > LOW_STOCK_PACKS) return null;
  return {
    id: row.id,
    name: row.name,
    ...(row.name_hi !== null && { nameHi: row.name_hi }),
    stock: fromStockMilli(stockMilli),
    itemType,
    packsLeft: packs,
    label,
    outletId: outlet.id,
    outletName: outlet.name,
    ...(outlet.nameHi !== null && { outletNameHi: outlet.nameHi }),
  };
}
const units = (milli: number | null) => (milli === null ? null : fromStockMilli(milli));

/**
 * Counted stock: orders take it inside their own transaction and can never take more than is left;
 * a cancelled order gives back exactly what it took; staff set it, and every change is kept.
 */
export function createStockService(
  db: Kysely<Database>,
  {
    products,
    outlets,
    restocks,
  }: { products: Pick<ProductsService, 'stockChanged'>; outlets: Pick<OutletsService, 'exists' | 'theirOutlet' | 'list'>; restocks?: Restocks },
) {
  const repo = createStockRepository(db);

  /** An outlet named in a request must be one of ours: 400 at `field`. */
  const requireOutlet = async (outletId: number, field: string) => {
    if (!(await outlets.exists(outletId))) throw fieldError(field, OUTLET_MESSAGES.unknown);
  };

  /**
   * Adds `milli` at one outlet and to the product's total, the outlet's row locked first. Undefined
   * (and nothing changed) when the product is not counted; else the outlet's stock after.
   */
  const addCounted = async (tx: ReturnType<typeof createStockRepository>, productId: number, outletId: number, milli: number) => {
    if ((await tx.stockOf(productId)) == null) return undefined;
    const after = await tx.addAtOutlet(productId, outletId, milli);
    if ((await tx.addToTotal(productId, milli)) !== undefined) return after;
    await tx.addAtOutlet(productId, outletId, -milli); // counting stopped meanwhile: the outlet's row is left as it was
    return undefined;
  };

  /** The first line of a product `from` cannot give: 409 with what is left there, and the transaction rolls back. */
  const refuseTransfer = async (
    tx: ReturnType<typeof createStockRepository>,
    productId: number,
    from: number,
    name: string,
    lines: number[],
  ): Promise<never> => {
    const left = fromStockMilli(Math.max(0, await tx.stockAtOutlet(productId, from)));
    const message = say('stock.transferTooLittle', name, left);
    throw conflict(message, { [`lines.${lines[0]}.quantity`]: [message] });
  };

  return {
    /**
     * Takes each counted product's share of the order inside the order's transaction, products in id
     * order (so concurrent orders lock rows in one order). Too little left: 409 naming the line,
     * `Only 3 left of Kaju Katli (500 g)`, and the caller's transaction rolls back. Returns the
     * products whose stock changed, for the catalogue once the order commits. `handedOver` (a counter
     * sale) is never refused: the stock may go below zero, and its history says so. The stock is the
     * outlet's (`outletId`): its row is taken from first, then the product's total.
     */
    async take(
      trx: Trx,
      orderId: number,
      lines: readonly StockLine[],
      pricing: ReadonlyMap<number, ProductPricing>,
      now: string,
      { handedOver = false, outletId = MAIN_OUTLET_ID }: { handedOver?: boolean; outletId?: number } = {},
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
        let after: number | undefined;
        if (handedOver) {
          // Goods already handed over at the counter are taken even past zero: the count was wrong, not the sale.
          after = await addCounted(tx, productId, outletId, -need);
          if (after === undefined) continue; // no longer counted
        } else {
          after = await tx.takeAtOutletIfEnough(productId, outletId, need);
          if (after !== undefined && (await tx.addToTotal(productId, -need)) === undefined) {
            await tx.addAtOutlet(productId, outletId, need); // counting stopped meanwhile
            continue;
          }
        }
        if (after === undefined) {
          if ((await tx.stockOf(productId)) == null) continue; // no longer counted (or gone: pricing refused it already)
          const left = await tx.stockAtOutlet(productId, outletId);
          // Name the first line that cannot be filled from what is left after the lines before it.
          let remaining = left;
          for (const line of productLines) {
            if (share(line) * line.quantity > remaining) {
              const packs = Math.max(0, Math.floor(remaining / share(line)));
              const message = packs > 0 ? say('stock.onlyLeft', line.name, line.variant, packs) : say('stock.soldOut', line.name, line.variant);
              throw conflict(message, { [`cartItems.${line.index}`]: [message] });
            }
            remaining -= share(line) * line.quantity;
          }
          throw conflict(say('stock.soldOut', productLines[0]!.name, productLines[0]!.variant));
        }
        await tx.addHistory({
          productId,
          outletId,
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
     * Gives back what an order took, by its stock history, to the outlet it took it from (the
     * order's), inside the caller's transaction (the status change that cancels it). Products no
     * longer counted are left alone. Call
     * `announce` with the answer once the transaction commits.
     */
    async returnStock(trx: Trx, orderId: number): Promise<number[]> {
      const tx = createStockRepository(trx);
      const now = nowIso();
      const changed: number[] = [];
      const rose = new Map<number, number[]>(); // by outlet: an order took at one, but its history says where each came from
      for (const { productId, outletId, milli } of await tx.takenByOrder(orderId)) {
        if (milli <= 0) continue; // already given back
        const after = await addCounted(tx, productId, outletId, milli);
        if (after === undefined) continue;
        await tx.addHistory({
          productId,
          outletId,
          beforeMilli: after - milli,
          afterMilli: after,
          reason: 'Order cancelled',
          actor: `Cancelled order #${formatOrderId(orderId)}`,
          orderId,
          now,
        });
        if (!changed.includes(productId)) changed.push(productId);
        rose.set(outletId, [...(rose.get(outletId) ?? []), productId]);
      }
      for (const [outletId, productIds] of rose) await restocks?.stockAdded(trx, outletId, productIds);
      return changed;
    },

    /**
     * Puts back what refunded lines of a counter bill took, at the bill's outlet, inside the refund's
     * transaction, on products still counted. Returns the products whose stock changed, for `announce` after the commit.
     */
    async giveBackLines(trx: Trx, orderId: number, lines: readonly { productId: number; milli: number }[], now: string): Promise<number[]> {
      const tx = createStockRepository(trx);
      const changed: number[] = [];
      const outletId = (await tx.outletOfOrder(orderId)) ?? MAIN_OUTLET_ID;
      for (const { productId, milli } of [...lines].sort((a, b) => a.productId - b.productId)) {
        if (milli <= 0) continue;
        const after = await addCounted(tx, productId, outletId, milli);
        if (after === undefined) continue;
        await tx.addHistory({ productId, outletId, beforeMilli: after - milli, afterMilli: after, reason: 'Refunded at the counter', actor: `Order #${formatOrderId(orderId)}`, orderId, now });
        changed.push(productId);
      }
      await restocks?.stockAdded(trx, outletId, changed);
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

    /**
     * Staff set a product's stock at one outlet of theirs (`chosen`; else their first, else the shop's
     * first), or stop counting it (null, at every outlet: only an account that sees every outlet), kept
     * in its history with who, why and where. The outlet's row is locked before the product's (every
     * writer locks in that order), and the product's total moves by what the outlet's stock moved.
     */
    async set(
      productId: number,
      stock: number | null,
      reason: string | undefined,
      staff: { email: string; outlets: OutletScope },
      chosen?: number,
    ): Promise<{ id: number; stock: number | null }> {
      const actor = staff.email;
      const outletId = await outlets.theirOutlet(chosen, staff.outlets);
      if (stock === null && staff.outlets !== null) throw fieldError('stock', say('stock.everyOutletOnly'));
      if ((await repo.stockOf(productId)) === undefined) throw notFound(say('common.productNotFound', productId));
      const milli = stock === null ? null : toStockMilli(stock);
      const now = nowIso();
      const why = reason?.trim() || 'Stock set';
      const total = await inTransaction(db, async (trx) => {
        const tx = createStockRepository(trx);
        const history = (at: number, before: number | null, after: number | null) =>
          tx.addHistory({ productId, outletId: at, beforeMilli: before, afterMilli: after, reason: why, actor, orderId: null, now });
        if (milli === null) {
          const removed: [number, number | undefined][] = [];
          for (const at of await tx.outletsOf(productId)) removed.push([at, await tx.removeAtOutlet(productId, at)]);
          const locked = await tx.lockProduct(productId, now);
          if (!locked) return undefined;
          await tx.setTotal(productId, null);
          if (locked.total === null) await history(outletId, null, null);
          else {
            const held = removed.filter(([, before]) => before !== undefined);
            if (held.length === 0) await history(outletId, locked.total, null);
            for (const [at, before] of held) await history(at, before!, null);
          }
          return { total: null as number | null };
        }
        const atOutlet = await tx.lockAtOutlet(productId, outletId);
        const locked = await tx.lockProduct(productId, now);
        if (!locked) return undefined;
        // Not counted until now: what rows it has (none, or zeros a race left) count for nothing.
        const before = locked.total === null ? null : atOutlet;
        const after = locked.total === null ? milli : locked.total + milli - atOutlet;
        await tx.setAtOutlet(productId, outletId, milli);
        await tx.setTotal(productId, after);
        await history(outletId, before, milli);
        if (milli > (before ?? 0)) await restocks?.stockAdded(trx, outletId, [productId]);
        return { total: after as number | null };
      });
      if (!total) throw notFound(say('common.productNotFound', productId));
      products.stockChanged([productId]);
      restocks?.afterCommit();
      return { id: productId, stock: units(total.total) };
    },

    /**
     * Moves stock from one outlet to another in one transaction: all of it, or nothing (409 naming the
     * first line `from` has too little for). Rows are locked product by product, each product's two
     * outlet rows in outlet id order, then the product's: the order every writer keeps. The total
     * stays as it was; both outlets' history tells of it, and customers waiting at `to` hear it is back.
     * Staff limited to outlets move stock only from one of theirs (400 at `from`), to any outlet:
     * sending stock out is their outlet's business, taking another's is not.
     */
    async transfer(input: StockTransfer, staff: { email: string; outlets: OutletScope }): Promise<StockTransferResult> {
      const { from, to } = input;
      const actor = staff.email;
      await outlets.theirOutlet(from, staff.outlets, 'from');
      await requireOutlet(to, 'to');
      if (from === to) throw fieldError('to', say('stock.transferSameOutlet'));
      const found = new Map((await repo.named(input.lines.map((l) => l.productId))).map((p) => [p.id, p]));
      input.lines.forEach((line, i) => {
        const product = found.get(line.productId);
        if (!product) throw fieldError(`lines.${i}.productId`, say('stock.transferProduct'));
        if (product.stockMilli === null) throw fieldError(`lines.${i}.productId`, say('stock.transferNotCounted', product.name));
      });
      const byProduct = new Map<number, { need: number; lines: number[] }>();
      input.lines.forEach((line, i) => {
        const entry = byProduct.get(line.productId) ?? { need: 0, lines: [] };
        entry.need += toStockMilli(line.quantity);
        entry.lines.push(i);
        byProduct.set(line.productId, entry);
      });
      const now = nowIso();
      const left = await inTransaction(db, async (trx) => {
        const tx = createStockRepository(trx);
        const after = new Map<number, { from: number; to: number }>();
        for (const productId of [...byProduct.keys()].sort((a, b) => a - b)) {
          const { need, lines } = byProduct.get(productId)!;
          const name = found.get(productId)!.name;
          let fromAfter: number | undefined;
          let toAfter: number;
          if (from < to) {
            fromAfter = await tx.takeAtOutletIfEnough(productId, from, need);
            if (fromAfter === undefined) await refuseTransfer(tx, productId, from, name, lines);
            toAfter = await tx.addAtOutlet(productId, to, need);
          } else {
            toAfter = await tx.addAtOutlet(productId, to, need);
            fromAfter = await tx.takeAtOutletIfEnough(productId, from, need);
            if (fromAfter === undefined) await refuseTransfer(tx, productId, from, name, lines);
          }
          // Counting stopped since it was read: nothing moves (the transaction rolls back).
          const locked = await tx.lockProduct(productId, now);
          if (!locked || locked.total === null) throw fieldError(`lines.${lines[0]}.productId`, say('stock.transferNotCounted', name));
          await tx.addHistory({ productId, outletId: from, beforeMilli: fromAfter! + need, afterMilli: fromAfter!, reason: `Transfer to outlet ${to}`, actor, orderId: null, now });
          await tx.addHistory({ productId, outletId: to, beforeMilli: toAfter - need, afterMilli: toAfter, reason: `Transfer from outlet ${from}`, actor, orderId: null, now });
          after.set(productId, { from: fromAfter!, to: toAfter });
        }
        // Stock came to `to`: customers waiting there hear of it, as after any stock set there.
        await restocks?.stockAdded(trx, to, [...after.keys()]);
        return after;
      });
      products.stockChanged([...byProduct.keys()]);
      restocks?.afterCommit();
      return {
        from,
        to,
        lines: input.lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          fromStock: fromStockMilli(left.get(line.productId)!.from),
          toStock: fromStockMilli(left.get(line.productId)!.to),
        })),
      };
    },

    /** A product's stock history, newest first; to staff limited to outlets, only their outlets' entries. */
    async history(productId: number, scope: OutletScope = null): Promise<StockHistoryEntry[]> {
      if ((await repo.stockOf(productId)) === undefined) throw notFound(say('common.productNotFound', productId));
      const rows = await repo.history(productId, HISTORY_LIMIT, scope);
      return rows.map((r) => ({
        at: r.created_at,
        by: r.actor,
        before: units(r.before_milli === null ? null : Number(r.before_milli)),
        after: units(r.after_milli === null ? null : Number(r.after_milli)),
        reason: r.reason,
        orderId: r.order_id === null ? null : Number(r.order_id),
        outletId: Number(r.outlet_id),
      }));
    },

    /**
     * Counted products whose first pack has `LOW_STOCK_PACKS` or fewer left, fewest first: the
     * dashboard's list. With several open outlets, one row per product and open outlet (of those it
     * holds stock rows at) that is low there; with one, the product's total, as before outlets. Staff
     * limited to outlets see only theirs.
     */
    async low(scope: OutletScope = null): Promise<LowStockItem[]> {
      const all = await outlets.list();
      const open = all.filter((o) => o.active);
      const items: LowStockItem[] = [];
      if (open.length > 1) {
        const named = new Map(open.filter((o) => inOutletScope(scope, o.id)).map((o) => [o.id, o]));
        for (const row of await repo.countedAt([...named.keys()])) {
          const item = lowItem(row, row.stock_milli, named.get(row.outlet_id)!);
          if (item) items.push(item);
        }
      } else {
        const only = open[0] ?? all[0];
        if (!only || !inOutletScope(scope, only.id)) return [];
        for (const row of await repo.counted()) {
          const item = lowItem(row, row.stock_milli, only);
          if (item) items.push(item);
        }
      }
      return items.sort((a, b) => a.packsLeft - b.packsLeft || a.name.localeCompare(b.name) || a.outletId - b.outletId);
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;
