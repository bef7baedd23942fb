import type { PaymentMethod } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/** `PUT /api/admin/orders/{id}/payment`: staff mark the order paid (how, with an optional reference) or unpaid. */
export const markOrderPaid = (id: number, body: { paid: boolean; method?: PaymentMethod; reference?: string }) =>
  apiFetch<unknown>(`/api/admin/orders/${id}/payment`, { method: 'PUT', json: body });
