import {
  addPaise,
  kilosInLabel,
  paise,
  paiseToRupees,
  say,
  type CounterPaymentMethod,
  type CounterBill,
  type CounterRefundRequest,
  type CreditNote,
  type Paise,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { CreditNoteRow, Database } from '../../db/schema.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { hideOutsideScope, type OutletScope } from '../../lib/outlet-scope.js';
import { badRequest, conflict, notFound } from '../../lib/problems.js';
import { takingsOf, toCounterSale } from '../orders/payment-parts.js';
import type { ProductPricing, ProductsService } from '../products/products.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { StockService } from '../stock/stock.service.js';
import { lineRefund, payBack } from './refund-amounts.js';
import { createRefundsRepository } from './refunds.repository.js';

/** What a refund needs from the invoices module, which implements it (no import back). */
export interface CreditNoteNumbering {
  /** `sellerGstin`: the bill's own GSTIN series, when it was issued under an outlet's (null: the shop's). */
  numberCreditNote(trx: Trx, createdAt: string, sellerGstin: string | null): Promise<string>;
}

interface RefundedLine {
  productId: number;
  name: string;
  variant: string;
  quantity: number;
  amountPaise: number;
}

const key = (productId: number | null, variant: string) => JSON.stringify([productId, variant]);

export function toCreditNote(row: CreditNoteRow, invoiceNumber: string): CreditNote {
  const lines = JSON.parse(row.lines) as RefundedLine[];
  const parts = JSON.parse(row.payment_parts) as { method: CounterPaymentMethod; amountPaise: number }[];
  return {
    id: row.id,
    orderId: row.order_id,
    number: row.number,
    invoiceNumber,
    createdAt: row.created_at,
    createdBy: row.created_by,
    amount: paiseToRupees(paise(Number(row.amount_paise))),
    lines: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      variant: l.variant,
      quantity: l.quantity,
      amount: paiseToRupees(paise(l.amountPaise)),
    })),
    paidBack: parts.map((p) => ({ method: p.method, amount: paiseToRupees(paise(p.amountPaise)) })),
  };
}

/**
 * Refunds of counter bills, whole or by line, within the owner's number of days: the stock comes
 * back, the money goes back by the bill's own methods (cash first, out of the refunder's drawer), and
 * a GST credit note is numbered in its own gap-free series, all in one transaction.
 */
export function createRefundsService({
  db,
  products,
  stock,
  settings,
  creditNotes,
  shifts,
  clock = systemClock,
}: {
  db: Kysely<Database>;
  products: ProductsService;
  stock: StockService;
  settings: SettingsService;
  creditNotes: CreditNoteNumbering;
  /** The refunder's open shift, locked until the refund's transaction ends (the shifts module implements it). */
  shifts: { lockOpenShift(trx: Trx, staff: string): Promise<number | null> };
  clock?: Clock;
}) {
  const repo = createRefundsRepository(db);

  return {
    /**
     * Counter bills to refund: the one with this invoice number, or the latest of a shift; each with
     * what was refunded of it so far and its credit notes. Lines and notes in one query each. Staff
     * limited to outlets find only their outlets' bills.
     */
    async findBills(by: { invoice: string } | { shiftId: number }, scope: OutletScope = null): Promise<CounterBill[]> {
      const orders = await repo.findCounterSales(by, 20, scope);
      const ids = orders.map((o) => o.id);
      const [lines, notes] = await Promise.all([repo.linesOf(ids), repo.creditNotesOf(ids)]);
      return orders.map((order) => {
        const own = notes.filter((n) => n.order_id === order.id);
        const refunded = new Map<string, { productId: number | null; variant: string; quantity: number }>();
        for (const line of own.flatMap((n) => JSON.parse(n.lines) as RefundedLine[])) {
          const at = refunded.get(key(line.productId, line.variant));
          if (at) at.quantity += line.quantity;
          else
            refunded.set(key(line.productId, line.variant), {
              productId: line.productId,
              variant: line.variant,
              quantity: line.quantity,
            });
        }
        return {
          ...toCounterSale(
            { ...order, invoice_number: order.invoice_number! },
            lines.filter((l) => l.order_id === order.id),
          ),
          refunded: [...refunded.values()],
          creditNotes: own.map((n) => ({ id: n.id, number: n.number })),
        };
      });
    },

    /** One credit note; one on another outlet's bill is missing to staff limited to outlets, as an unknown one. */
    async creditNote(id: number, scope: OutletScope = null): Promise<CreditNote> {
      const missing = () => notFound(say('counter.creditNoteNotFound', id));
      const row = await repo.findCreditNote(id);
      if (!row) throw missing();
      hideOutsideScope(scope, Number(row.outlet_id), missing);
      return toCreditNote(row, row.invoice_number ?? '');
    },

    async refund(orderId: number, { lines: asked }: CounterRefundRequest, by: { email: string }): Promise<CreditNote> {
      const { refundDays } = await settings.counterSettings();
      const now = clock();
      const at = now.toISOString();
      let stockBack: number[] = [];
      // Read before the transaction, which should wait on nothing but its own rows.
      const pricing = await products.pricingFor(
        (await createRefundsRepository(db).lines(orderId)).flatMap((l) => (l.product_id === null ? [] : [l.product_id])),
      );
      const note = await inTransaction(db, async (trx) => {
        const tx = createRefundsRepository(trx);
        const order = await tx.lockCounterSale(orderId, at);
        if (!order) throw notFound(say('common.orderNotFound', orderId));
        if (order.channel !== 'counter' || order.invoice_number === null) throw conflict(say('counter.refundCounterOnly'));
        if (Date.parse(order.created_at) + refundDays * 86_400_000 < now.getTime())
          throw conflict(say('counter.refundTooLate', refundDays));

        const [sold, earlier] = await Promise.all([tx.lines(orderId), tx.creditNotes(orderId)]);
        const refunded = new Map<string, number>();
        for (const line of earlier.flatMap((n) => JSON.parse(n.lines) as RefundedLine[]))
          refunded.set(key(line.productId, line.variant), (refunded.get(key(line.productId, line.variant)) ?? 0) + line.quantity);
        const leftOf = (productId: number | null, variant: string) => {
          const line = sold.find((l) => l.product_id === productId && l.variant === variant);
          return line ? line.quantity - (refunded.get(key(productId, variant)) ?? 0) : 0;
        };

        const wanted =
          asked ??
          sold
            .map((l) => ({ productId: l.product_id!, variant: l.variant, quantity: leftOf(l.product_id, l.variant) }))
            .filter((l) => l.quantity > 0);
        if (wanted.length === 0) throw conflict(say('counter.alreadyRefunded'));
        const errors: Record<string, ReturnType<typeof say>[]> = {};
        wanted.forEach((l, index) => {
          if (l.quantity > leftOf(l.productId, l.variant)) {
            const name = sold.find((s) => s.product_id === l.productId)?.name ?? String(l.productId);
            (errors[`lines.${index}`] ??= []).push(say('counter.refundMoreThanSold', name, l.variant));
          }
        });
        const first = Object.values(errors)[0]?.[0];
        if (first) throw badRequest(first, errors);

        const linesOwn = sold.reduce((sum, l) => sum + Number(l.discount_paise), 0);
        const itemsNet = paise(sold.reduce((sum, l) => sum + l.price_paise * l.quantity, 0) - linesOwn);
        const rest = paise(Math.max(0, Number(order.discount_paise) - linesOwn));
        const lines: RefundedLine[] = wanted.map((l) => {
          const line = sold.find((s) => s.product_id === l.productId && s.variant === l.variant)!;
          return {
            productId: l.productId,
            name: line.name,
            variant: l.variant,
            quantity: l.quantity,
            amountPaise: lineRefund(
              { pricePaise: line.price_paise, quantity: line.quantity, discountPaise: Number(line.discount_paise) },
              l.quantity,
              rest,
              itemsNet,
            ),
          };
        });
        const before = addPaise(...earlier.map((n) => paise(Number(n.amount_paise))));
        const everythingLeft = sold.every(
          (s) =>
            leftOf(s.product_id, s.variant) ===
            (lines.find((l) => l.productId === s.product_id && l.variant === s.variant)?.quantity ?? 0),
        );
        // The last refund of a bill gives back exactly what is left of its total: no paisa of rounding stays behind.
        const amount: Paise = everythingLeft
          ? paise(Number(order.total_paise) - before)
          : addPaise(...lines.map((l) => paise(l.amountPaise)));

        const took = takingsOf(order);
        const gaveBack = earlier.flatMap(
          (n) => JSON.parse(n.payment_parts) as { method: CounterPaymentMethod; amountPaise: number }[],
        );
        const left = Object.fromEntries(
          (Object.keys(took) as CounterPaymentMethod[]).map((m) => [
            m,
            paise(took[m] - gaveBack.filter((p) => p.method === m).reduce((s, p) => s + p.amountPaise, 0)),
          ]),
        ) as Record<CounterPaymentMethod, Paise>;

        const shiftId = await shifts.lockOpenShift(trx, by.email);
        stockBack = await stock.giveBackLines(trx, orderId, stockShares(lines, pricing), at);
        const number = await creditNotes.numberCreditNote(trx, at, order.seller_gstin);
        const row = await tx.insert({
          order_id: orderId,
          number,
          created_at: at,
          created_by: by.email,
          shift_id: shiftId,
          amount_paise: amount,
          lines: JSON.stringify(lines),
          payment_parts: JSON.stringify(payBack(amount, left)),
        });
        if (everythingLeft) await tx.markRefunded(orderId);
        return toCreditNote(row, order.invoice_number);
      });
      stock.announce(stockBack);
      return note;
    },
  };

  /** What each refunded line took from its product's stock: its pack's share, or a weighed line's grams. */
  function stockShares(
    lines: readonly RefundedLine[],
    pricing: ReadonlyMap<number, ProductPricing>,
  ): { productId: number; milli: number }[] {
    return lines.map((l) => {
      const product = pricing.get(l.productId);
      const kilos = kilosInLabel(l.variant);
      const share = product?.shares.get(l.variant) ?? (kilos !== null ? Math.round(kilos * 1000) : 1000);
      return { productId: l.productId, milli: share * l.quantity };
    });
  }
}
export type RefundsService = ReturnType<typeof createRefundsService>;
