import { addPaise, paise, paiseToRupees, rupeesToPaise, type Invoice, type Paise, type ZReport } from '@halwai/domain';
import type { CounterPaidOutRow, CreditNoteRow, OrderRow } from '../../db/schema.js';
import { takingsOf } from '../orders/payment-parts.js';

type Method = 'cash' | 'upi' | 'card';

/**
 * A shift's Z report from its bills and their invoices: the count, the first and last invoice
 * numbers, takings by method, tax by GST rate as the invoices split it, discounts, and the refunds
 * made in the shift (credit notes) and the cash paid out of the drawer. A counter bill is never voided once paid: it is refunded.
 */
export function zReport(
  sales: readonly OrderRow[],
  invoices: readonly Invoice[],
  refunds: readonly Pick<CreditNoteRow, 'amount_paise'>[] = [],
  paidOuts: readonly Pick<CounterPaidOutRow, 'amount_paise'>[] = [],
): ZReport {
  const kept = sales.filter((o) => o.step !== 'cancelled');
  const takings = kept.map(takingsOf);
  const byMethod = (m: Method) => paiseToRupees(addPaise(...takings.map((t) => t[m])));
  const rates = new Map<number, { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise }>();
  for (const line of invoices.flatMap((i) => i.lines)) {
    const at = rates.get(line.gstRate) ?? { taxable: paise(0), cgst: paise(0), sgst: paise(0), igst: paise(0) };
    rates.set(line.gstRate, {
      taxable: addPaise(at.taxable, rupeesToPaise(line.taxable)),
      cgst: addPaise(at.cgst, rupeesToPaise(line.cgst)),
      sgst: addPaise(at.sgst, rupeesToPaise(line.sgst)),
      igst: addPaise(at.igst, rupeesToPaise(line.igst)),
    });
  }
  const numbered = kept.filter((o) => o.invoice_number !== null);
  return {
    bills: kept.length,
    firstInvoice: numbered[0]?.invoice_number ?? null,
    lastInvoice: numbered.at(-1)?.invoice_number ?? null,
    total: paiseToRupees(addPaise(...kept.map((o) => paise(Number(o.total_paise))))),
    byMethod: { cash: byMethod('cash'), upi: byMethod('upi'), card: byMethod('card') },
    byGstRate: [...rates.entries()]
      .sort(([a], [b]) => a - b)
      .map(([gstRate, t]) => ({
        gstRate,
        taxable: paiseToRupees(t.taxable),
        cgst: paiseToRupees(t.cgst),
        sgst: paiseToRupees(t.sgst),
        igst: paiseToRupees(t.igst),
      })),
    discounts: paiseToRupees(addPaise(...kept.map((o) => paise(Number(o.discount_paise))))),
    refunds: { count: refunds.length, amount: paiseToRupees(addPaise(...refunds.map((r) => paise(Number(r.amount_paise))))) },
    voids: { count: 0, amount: 0 },
    paidOuts: {
      count: paidOuts.length,
      amount: paiseToRupees(addPaise(...paidOuts.map((p) => paise(Number(p.amount_paise))))),
    },
  };
}
