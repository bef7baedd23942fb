import { EventEmitter } from 'node:events';
import type { AdminOrder } from '@halwai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveChannel, sseFrame, type StreamSink } from './live-channel.js';
import type { NotificationEvent } from './notification-event.js';

/** Stands in for the HTTP response a stream writes to. */
class FakeSink extends EventEmitter implements StreamSink {
  written = '';
  ended = false;
  writableLength = 0;
  write(chunk: string) {
    this.written += chunk;
    return true;
  }
  end() {
    this.ended = true;
  }
}

const order = (outboxId: number): NotificationEvent => ({
  outboxId,
  eventId: `event-${outboxId}`,
  subjectId: outboxId,
  createdAt: '2026-11-22T04:00:00.000Z',
  kind: 'order.placed',
  payload: { id: outboxId } as AdminOrder,
});

describe('live channel', () => {
  afterEach(() => vi.useRealTimers());

  it('frames an event as id, event name and one line of JSON', () => {
    expect(sseFrame({ id: 7, event: 'order.placed', data: { note: 'two\nlines' } })).toBe(
      'id: 7\nevent: order.placed\ndata: {"note":"two\\nlines"}\n\n',
    );
    expect(sseFrame({ event: 'resync', data: {} })).toBe('event: resync\ndata: {}\n\n');
  });

  it('holds live events until the replay is done, then sends those the replay did not', () => {
    const live = createLiveChannel();
    const sink = new FakeSink();
    const client = live.connect(sink, 'session');
    live.publish(order(5));
    live.publish(order(6));
    expect(sink.written).toBe('');
    client.write('replayed 5\n\n');
    client.goLive(new Set([5]));
    expect(sink.written).toBe(`replayed 5\n\n${sseFrame({ id: 6, event: 'order.placed', data: { id: 6 } })}`);
    live.publish(order(7));
    expect(sink.written).toContain('id: 7\n');
    const before = sink.written;
    live.publish(order(5)); // this process's feed catching up on an event the replay already sent
    expect(sink.written).toBe(before);
    live.closeAll();
  });

  it('pings every stream on the heartbeat, and stops once none is left', () => {
    vi.useFakeTimers();
    const live = createLiveChannel({ heartbeatMs: 15_000 });
    const sink = new FakeSink();
    live.connect(sink, 'session').goLive(new Set());
    vi.advanceTimersByTime(14_999);
    expect(sink.written).toBe('');
    vi.advanceTimersByTime(1);
    expect(sink.written).toBe(': ping\n\n');
    sink.emit('close');
    expect(live.connectedClients).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('drops a stream that stopped reading rather than buffer without end', () => {
    const live = createLiveChannel();
    const sink = new FakeSink();
    live.connect(sink, 'session').goLive(new Set());
    sink.writableLength = 2 * 1024 * 1024;
    live.publish(order(1));
    expect(sink.ended).toBe(true);
    expect(live.connectedClients).toBe(0);
  });

  it('ends every stream on closeAll', () => {
    const live = createLiveChannel();
    const sinks = [new FakeSink(), new FakeSink()];
    sinks.forEach((s) => live.connect(s, 'session'));
    live.closeAll();
    expect(sinks.every((s) => s.ended)).toBe(true);
    expect(live.connectedClients).toBe(0);
  });

  it('ends only the streams of sessions that have ended', () => {
    const live = createLiveChannel();
    const [kept, ended] = [new FakeSink(), new FakeSink()];
    live.connect(kept, 'open-session');
    live.connect(ended, 'ended-session');
    live.closeSessions(new Set(['ended-session']));
    expect([kept.ended, ended.ended]).toEqual([false, true]);
  });

  it('asks which sessions are still open and ends the streams of the others, not of one opened while asking', async () => {
    const live = createLiveChannel();
    const [kept, ended, later] = [new FakeSink(), new FakeSink(), new FakeSink()];
    live.connect(kept, 'open-session');
    live.connect(ended, 'ended-session');
    const asked: string[][] = [];
    await live.closeEndedSessions(async (sessions) => {
      asked.push([...sessions].sort());
      live.connect(later, 'newer-session');
      return new Set(['open-session']);
    });
    expect(asked).toEqual([['ended-session', 'open-session']]);
    expect([kept.ended, ended.ended, later.ended]).toEqual([false, true, false]);
    expect(live.connectedClients).toBe(2);
  });
});
