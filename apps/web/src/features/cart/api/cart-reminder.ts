import type { CartReminderRequest, SavedCart } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/carts/reminder`: keep the cart and remind the mobile once; a later call for the mobile replaces it. */
export const requestCartReminder = (input: CartReminderRequest) =>
  apiFetch<{ token: string }>('/api/carts/reminder', { json: input });

/** `DELETE /api/carts/reminder/{token}`: the box was unticked. */
export const withdrawCartReminder = (token: string) =>
  apiFetch<void>(`/api/carts/reminder/${encodeURIComponent(token)}`, { method: 'DELETE' });

/** `GET /api/carts/reminder/{token}`: the reminder's saved cart; an ApiError (404) once it is gone. */
export const getSavedCart = (token: string, signal?: AbortSignal) =>
  apiFetch<SavedCart>(`/api/carts/reminder/${encodeURIComponent(token)}`, { signal });
