import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../session';
import type { LiveEvent } from './live-event';
import { LiveEventsProvider } from './live-events-provider';
import { useLiveEvent, useLiveStatus } from './use-live-events';

const sources: { url: string; closed: boolean; emit: (type: string, id: number, data: unknown) => void }[] = [];

class FakeEventSource {
  static readonly CLOSED = 2;
  readyState = 0;
  onerror = null;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  private record = {
    url: '',
    closed: false,
    emit: (type: string, id: number, data: unknown) =>
      this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) })),
  };
  constructor(url: string) {
    this.record.url = url;
    sources.push(this.record);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.record.closed = true;
  }
}

function Probe({ onEvent }: { onEvent: (event: LiveEvent) => void }) {
  useLiveEvent(onEvent);
  return <p>{useLiveStatus()}</p>;
}

beforeEach(() => {
  sources.length = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe('LiveEventsProvider', () => {
  it('connects only for signed-in staff, hands events to listeners, and closes on sign-out', () => {
    const onEvent = vi.fn();
    render(
      <LiveEventsProvider>
        <Probe onEvent={onEvent} />
      </LiveEventsProvider>,
    );
    expect(screen.getByText('off')).toBeInTheDocument();
    expect(sources).toHaveLength(0);

    act(() => saveSession({ token: 'tok', email: 'owner@halwai.in' }));
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/api/admin/events?token=tok');
    expect(screen.getByText('connecting')).toBeInTheDocument();

    act(() => sources[0]!.emit('ready', 3, { lastEventId: 3 }));
    expect(screen.getByText('live')).toBeInTheDocument();
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'ready' });

    act(() => clearSession());
    expect(sources[0]!.closed).toBe(true);
    expect(screen.getByText('off')).toBeInTheDocument();
  });
});
