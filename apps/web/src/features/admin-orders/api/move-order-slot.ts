import type { AdminOrder, OrderSlotMove } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/** `PUT /api/admin/orders/{id}/slot`: staff move the order to another slot, of its day or another; 409 when that one is full. */
export const moveOrderSlot = (id: number, body: OrderSlotMove) =>
  apiFetch<AdminOrder>(`/api/admin/orders/${id}/slot`, { method: 'PUT', json: body });
