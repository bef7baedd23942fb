import type { StreamTicket } from '@halwai/domain';
import { getToken } from '../session';

/**
 * A single-use ticket that opens one live-events stream (EventSource cannot send the bearer token).
 * Null when the server no longer knows the session: the stream then stays off. A background stream
 * never signs the tab out by itself; the staff page the person is on does that when it needs to.
 */
export async function createStreamTicket(): Promise<string | null> {
  const token = getToken();
  if (!token) return null;
  const response = await fetch('/api/admin/events/ticket', {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`stream ticket refused with ${response.status}`);
  return ((await response.json()) as StreamTicket).ticket;
}
