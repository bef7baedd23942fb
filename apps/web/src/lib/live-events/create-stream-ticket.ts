import type { StreamTicket } from '@halwai/domain';
import { apiFetch } from '../api-client';

/** A single-use ticket that opens one live-events stream: EventSource cannot send the bearer token. */
export async function createStreamTicket(): Promise<string> {
  return (await apiFetch<StreamTicket>('/api/admin/events/ticket', { method: 'POST' })).ticket;
}
