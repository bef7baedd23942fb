import {
  paise,
  paiseToRupees,
  rupeesToPaise,
  settlePayments,
  type CounterPayment,
  type CounterPaymentPart,
  type Paise,
  type PaymentsOutcome,
} from '@halwai/domain';

/** What the pay dialog has typed: an amount (rupees, as typed) by each way of paying. */
export interface PaymentEntry {
  cash: string;
  upi: string;
  /** The shop saw the UPI payment arrive. */
  upiReceived: boolean;
  card: string;
  cardReference: string;
}

export const EMPTY_PAYMENT: PaymentEntry = { cash: '', upi: '', upiReceived: false, card: '', cardReference: '' };

/** Rupees as typed ("250", "99.50") in paise; anything else, or nothing, is none. */
export function typedPaise(text: string): Paise {
  const trimmed = text.trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(trimmed) ? rupeesToPaise(Number(trimmed)) : paise(0);
}

/** The parts typed, each with an amount: a UPI part counts once it is received. */
export function paymentParts(entry: PaymentEntry): CounterPaymentPart[] {
  const parts: CounterPaymentPart[] = [];
  const cash = typedPaise(entry.cash);
  const upi = typedPaise(entry.upi);
  const card = typedPaise(entry.card);
  if (cash > 0) parts.push({ method: 'cash', amount: cash });
  if (upi > 0 && entry.upiReceived) parts.push({ method: 'upi', amount: upi });
  if (card > 0) parts.push({ method: 'card', amount: card, reference: entry.cardReference.trim() });
  return parts;
}

export interface PaymentState {
  outcome: PaymentsOutcome;
  /** A UPI amount typed but not yet marked received. */
  upiWaiting: boolean;
  /** A card amount typed without the slip's reference. */
  cardReferenceMissing: boolean;
  /** The sale may be completed: paid (domain `settlePayments`), nothing waiting. */
  complete: boolean;
}

export function paymentState(toPay: Paise, entry: PaymentEntry): PaymentState {
  const outcome = settlePayments(toPay, paymentParts(entry));
  const upiWaiting = typedPaise(entry.upi) > 0 && !entry.upiReceived;
  const cardReferenceMissing = typedPaise(entry.card) > 0 && entry.cardReference.trim() === '';
  return { outcome, upiWaiting, cardReferenceMissing, complete: outcome.paid && !upiWaiting && !cardReferenceMissing };
}

/** What is left of the bill once the other ways have paid their amounts (never below 0), for "the rest by …". */
export function restFor(toPay: Paise, entry: PaymentEntry, method: 'cash' | 'upi' | 'card'): Paise {
  const others = (['cash', 'upi', 'card'] as const).filter((m) => m !== method).map((m) => typedPaise(entry[m]));
  return paise(Math.max(0, toPay - others.reduce<number>((sum, p) => sum + p, 0)));
}

/** Paise as the amount field shows them: "196", "196.5" (rupees). */
export const rupeesText = (amount: Paise) => (amount > 0 ? String(paiseToRupees(amount)) : '');

/** The payments as the sale's request carries them, in rupees. */
export const requestPayments = (parts: readonly CounterPaymentPart[]): CounterPayment[] =>
  parts.map((p) => ({ method: p.method, amount: paiseToRupees(p.amount), ...(p.reference ? { reference: p.reference } : {}) }));
