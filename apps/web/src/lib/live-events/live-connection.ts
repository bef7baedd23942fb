import { NEWS_EVENT_TYPES, type LiveEvent, type LiveStatus } from './live-event';
import { reconnectDelay } from './reconnect-delay';

export const EVENTS_PATH = '/api/admin/events';
/** Ids remembered to drop an event that arrives twice; replays are at most 200 events long. */
const SEEN_IDS_KEPT = 1000;

interface LiveConnectionOptions {
  token: string;
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStatus) => void;
}

export interface LiveConnection {
  close(): void;
}

const parseId = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : null);

/**
 * One staff stream of live events over EventSource. The token goes in the query string because
 * EventSource cannot send headers. While the browser reconnects by itself it resumes with
 * `Last-Event-ID`; when it gives up (an error answer closes the source) this opens a new one after a
 * growing delay, resuming with `?lastEventId=` from the newest id seen. Events already seen are dropped.
 */
export function createLiveConnection({ token, onEvent, onStatus }: LiveConnectionOptions): LiveConnection {
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

  const url = () => {
    const query = new URLSearchParams({ token });
    if (lastEventId !== null) query.set('lastEventId', String(lastEventId));
    return `${EVENTS_PATH}?${query}`;
  };

  const onNews = (type: (typeof NEWS_EVENT_TYPES)[number]) => (message: MessageEvent<string>) => {
    const id = parseId(message.lastEventId);
    if (id === null || seen.has(id)) return;
    remember(id);
    onEvent({ type, id, data: JSON.parse(message.data) } as LiveEvent);
  };

  const open = () => {
    timer = null;
    const next = new EventSource(url());
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
      onStatus('reconnecting');
      // CONNECTING: the browser is already trying again with Last-Event-ID. CLOSED: it gave up, so we retry.
      if (next.readyState !== EventSource.CLOSED || closed) return;
      next.close();
      timer = setTimeout(open, reconnectDelay(attempt++));
    };
  };

  onStatus('connecting');
  open();

  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      source?.close();
    },
  };
}
