import type { CounterSale, CounterSaleRequest, FieldErrors } from '@halwai/domain';
import type { ReceiptView } from '../receipt-lines';

/** waiting: not yet taken by the server; sent: it has the order; refused: the server said no (staff must look). */
export type QueuedSaleState = 'waiting' | 'sent' | 'refused';

/** A sale kept on the device from the moment it is completed, with the key every sending of it carries. */
export interface QueuedSale {
  /** The sale's `Idempotency-Key`: the same on every resend, so the server stores it once. */
  key: string;
  /** When it was sold (ms): the queue sends oldest first. */
  madeAt: number;
  request: CounterSaleRequest;
  /** The bill as the screen priced it, for the provisional receipt. */
  bill: Omit<ReceiptView, 'invoiceNumber'>;
  state: QueuedSaleState;
  /** The server's answer once sent: the order with its invoice number (not its access key: no secret is kept). */
  sale?: Omit<CounterSale, 'accessKey'>;
  sentAt?: number;
  /** A sending failed for the connection: the banner later says when it went. */
  waited?: boolean;
  refusal?: { message: string; fields: FieldErrors };
}

/** The receipt a kept sale prints: the server's once sent, else the screen's, provisional (no invoice number). */
export const receiptOf = (queued: QueuedSale): ReceiptView =>
  queued.sale ? queued.sale : { ...queued.bill, invoiceNumber: null };
