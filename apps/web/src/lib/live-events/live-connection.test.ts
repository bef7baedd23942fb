import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveConnection } from './live-connection';
import type { LiveEvent, LiveStatus } from './live-event';

/** The browser's EventSource, driven by the test: it records its URL and lets the test emit events. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, id: number | '', data: unknown) {
    this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  /** An error answer (401, 502): the browser closes the source for good. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }

  /** A dropped connection the browser retries by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

const order = (id: number) => ({
  id,
  customerName: 'Asha',
  customerMobile: '9876543210',
  orderDate: '',
  orderStatus: 0,
  items: [],
  orderTotal: 1200,
});
const latest = () => FakeEventSource.instances.at(-1)!;
const query = (source: FakeEventSource) => new URL(source.url, 'http://shop').searchParams;

/** Connects with numbered tickets and lets the ticket request settle; `failTickets` makes that many requests fail first. */
async function connect(failTickets = 0, sessionEnded = false) {
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  let issued = 0;
  const getTicket = async () => {
    if (failTickets-- > 0) throw new TypeError('Failed to fetch');
    return sessionEnded ? null : `ticket ${++issued}`;
  };
  const connection = createLiveConnection({ getTicket, onEvent: (e) => events.push(e), onStatus: (s) => statuses.push(s) });
  await vi.advanceTimersByTimeAsync(0);
  return { events, statuses, connection };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createLiveConnection', () => {
  it('opens one stream with a single-use ticket in the query, never the token', async () => {
    const { statuses } = await connect();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(new URL(latest().url, 'http://shop').pathname).toBe('/api/admin/events');
    expect(query(latest()).get('ticket')).toBe('ticket 1');
    expect(query(latest()).has('token')).toBe(false);
    expect(query(latest()).has('lastEventId')).toBe(false);
    expect(statuses).toEqual(['connecting']);
  });

  it('stays off, without retrying, once the server no longer knows the session', async () => {
    const { statuses } = await connect(0, true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(statuses).toEqual(['connecting', 'off']);
  });

  it('keeps trying for a ticket while the server cannot be reached', async () => {
    const { statuses } = await connect(2);
    expect(FakeEventSource.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'reconnecting']);
  });

  it('passes on news with its id and data, says ready once caught up, and drops an event seen before', async () => {
    const { events, statuses } = await connect();
    latest().emit('order.placed', 7, order(41));
    latest().emit('ready', 7, { lastEventId: 7 });
    latest().emit('order.placed', 7, order(41));
    latest().emit('contact.received', 8, { id: 3, name: 'Ravi' });
    latest().emit('order.updated', 9, order(41));
    expect(events).toEqual([
      { type: 'order.placed', id: 7, data: order(41) },
      { type: 'ready' },
      { type: 'contact.received', id: 8, data: { id: 3, name: 'Ravi' } },
      { type: 'order.updated', id: 9, data: order(41) },
    ]);
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it('asks for a reload on resync', async () => {
    const { events } = await connect();
    latest().emit('resync', '', { reason: 'more than 200 events were missed' });
    expect(events).toEqual([{ type: 'resync' }]);
  });

  it('reopens a dropped stream itself with a new ticket, since a used one cannot reconnect', async () => {
    const { statuses } = await connect();
    latest().emit('ready', 4, { lastEventId: 4 });
    const dropped = latest();
    dropped.drop();
    expect(dropped.readyState).toBe(FakeEventSource.CLOSED);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(query(latest()).get('ticket')).toBe('ticket 2');
    expect(query(latest()).get('lastEventId')).toBe('4');
  });

  it('opens a new stream after an error answer, resuming after the newest id seen', async () => {
    const { events } = await connect();
    latest().emit('ready', 10, { lastEventId: 10 });
    latest().emit('order.placed', 12, order(5));
    latest().emit('order.placed', 11, order(4));
    latest().fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(query(latest()).get('lastEventId')).toBe('12');
    expect(query(latest()).get('ticket')).toBe('ticket 2');

    // The replay may repeat what the old stream already delivered.
    latest().emit('order.placed', 11, order(4));
    latest().emit('order.placed', 13, order(6));
    expect(events.filter((e) => e.type === 'order.placed').map((e) => 'id' in e && e.id)).toEqual([12, 11, 13]);
  });

  it('waits longer after each failed attempt, and starts again from a second once connected', async () => {
    await connect();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const before = FakeEventSource.instances.length;
      latest().fail();
      let waited = 0;
      while (FakeEventSource.instances.length === before) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);

    latest().emit('ready', 1, { lastEventId: 1 });
    latest().fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.instances).toHaveLength(9);
  });

  it('closes the stream and stops reconnecting when closed (sign-out)', async () => {
    const { connection } = await connect();
    const first = latest();
    first.fail();
    connection.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);

    const { connection: second } = await connect();
    second.close();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });
});
