import { addPaise, paise, type Paise } from '../money.js';

export const COUNTER_PAYMENT_METHODS = ['cash', 'upi', 'card'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

export interface CounterPaymentPart {
  method: CounterPaymentMethod;
  amount: Paise;
  reference?: string | undefined;
}

/** How a bill's payments stand against its total: paid (with the change to give back), or why not. */
export type PaymentsOutcome = { paid: true; change: Paise } | { paid: false; problem: 'none' | 'short' | 'over'; given: Paise };

/**
 * Whether the parts pay the bill. They must come to the total at least; more is allowed only as cash,
 * which comes back as change (a UPI or card part over the bill would be money the shop owes back).
 */
export function settlePayments(total: Paise, parts: readonly CounterPaymentPart[]): PaymentsOutcome {
  const given = addPaise(...parts.map((p) => p.amount));
  if (parts.length === 0) return { paid: false, problem: 'none', given };
  if (given < total) return { paid: false, problem: 'short', given };
  const cash = addPaise(...parts.filter((p) => p.method === 'cash').map((p) => p.amount));
  const change = paise(given - total);
  if (change > cash) return { paid: false, problem: 'over', given };
  return { paid: true, change };
}
