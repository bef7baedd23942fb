import type { CounterBill, CounterRefundRequest } from '@halwai/domain';

/** A bill's line as a refund sees it: what was sold, and what is left to give back. */
export interface RefundableLine {
  productId: number;
  name: string;
  nameHi?: string | undefined;
  variant: string;
  sold: number;
  left: number;
}

export function refundableLines(bill: CounterBill): RefundableLine[] {
  return bill.items.flatMap((item) => {
    if (item.id === null) return [];
    const refunded = bill.refunded
      .filter((r) => r.productId === item.id && r.variant === item.variant)
      .reduce((sum, r) => sum + r.quantity, 0);
    return [
      {
        productId: item.id,
        name: item.name,
        ...(item.nameHi && { nameHi: item.nameHi }),
        variant: item.variant,
        sold: item.quantity,
        left: item.quantity - refunded,
      },
    ];
  });
}

/** The quantities chosen, keyed by line; none chosen, or all that is left of every line, asks for the whole bill. */
export function refundRequest(lines: readonly RefundableLine[], chosen: Record<string, number>): CounterRefundRequest | null {
  const picked = lines
    .map((l) => ({ productId: l.productId, variant: l.variant, quantity: Math.min(chosen[lineKey(l)] ?? 0, l.left) }))
    .filter((l) => l.quantity > 0);
  if (picked.length === 0) return null;
  return { lines: picked };
}

export const lineKey = (line: { productId: number; variant: string }) => `${line.productId}|${line.variant}`;
