import type { CounterSale, CounterSaleRequest } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/counter/sales`: the bill, paid. The same key sent again answers the same sale, never a second one. */
export const createSale = (request: CounterSaleRequest, idempotencyKey: string, signal?: AbortSignal) =>
  apiFetch<CounterSale>('/api/counter/sales', { json: request, headers: { 'Idempotency-Key': idempotencyKey }, signal });
