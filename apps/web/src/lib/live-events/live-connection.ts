import { parseId } from '@halwai/domain';
import { NEWS_EVENT_TYPES, type LiveEvent, type LiveStatus } from './live-event';
import { reconnectDelay } from './reconnect-delay';

export const EVENTS_PATH = '/api/admin/events';
/** Ids remembered to drop an event that arrives twice; replays are at most 200 events long. */
const SEEN_IDS_KEPT = 1000;

interface LiveConnectionOptions {
  /** A fresh single-use stream ticket for each connection; null when the session has ended. */
  getTicket: () => Promise<string | null>;
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStatus) => void;
}

export interface LiveConnection {
  close(): void;
}

/**
 * One staff stream of live events over EventSource, opened with a single-use ticket (EventSource
 * cannot send headers, and a bearer token must not travel in a URL). A used ticket cannot reopen a
 * dropped stream, so on any error this closes the source and opens a new one with a new ticket after
 * a growing delay, resuming with `?lastEventId=` from the newest id seen. Events already seen are dropped.
 */
export function createLiveConnection({ getTicket, onEvent, onStatus }: LiveConnectionOptions): LiveConnection {
  const seen = new Set<number>();
  let lastEventId: number | null = null;
  let attempt = 0;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const remember = (id: number) => {
    seen.add(id);
    if (seen.size > SEEN_IDS_KEPT) seen.delete(seen.values().next().value as number);
    lastEventId = Math.max(lastEventId ?? 0, id);
  };

  const url = (ticket: string) => {
    const query = new URLSearchParams({ ticket });
    if (lastEventId !== null) query.set('lastEventId', String(lastEventId));
    return `${EVENTS_PATH}?${query}`;
  };

  const onNews = (type: (typeof NEWS_EVENT_TYPES)[number]) => (message: MessageEvent<string>) => {
    const id = parseId(message.lastEventId);
    if (id === null || seen.has(id)) return;
    remember(id);
    onEvent({ type, id, data: JSON.parse(message.data) } as LiveEvent);
  };

  const retryLater = () => {
    if (closed) return;
    onStatus('reconnecting');
    timer = setTimeout(() => void open(), reconnectDelay(attempt++));
  };

  const open = async () => {
    timer = null;
    let ticket: string | null;
    try {
      ticket = await getTicket();
    } catch {
      // Offline or the server is away: try again later.
      retryLater();
      return;
    }
    if (closed) return;
    if (ticket === null) {
      onStatus('off');
      return;
    }
    const next = new EventSource(url(ticket));
    source = next;
    for (const type of NEWS_EVENT_TYPES) next.addEventListener(type, onNews(type));
    next.addEventListener('ready', (message: MessageEvent<string>) => {
      const id = parseId(message.lastEventId);
      if (id !== null) lastEventId = Math.max(lastEventId ?? 0, id);
      attempt = 0;
      onStatus('live');
      onEvent({ type: 'ready' });
    });
    next.addEventListener('resync', () => onEvent({ type: 'resync' }));
    next.onerror = () => {
      next.close();
      retryLater();
    };
  };

  onStatus('connecting');
  void open();

  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      source?.close();
    },
  };
}
