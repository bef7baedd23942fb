import { act, render, screen, waitFor } from '@testing-library/react';
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

const ticketRequests: Request[] = [];

beforeEach(() => {
  sources.length = 0;
  ticketRequests.length = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    ticketRequests.push(new Request(new URL(String(input), 'http://shop'), init));
    const signedIn = new Headers(init?.headers).get('authorization') === 'Bearer tok';
    return signedIn
      ? Response.json({ ticket: 'one-use', expiresInSeconds: 30 }, { status: 201 })
      : Response.json({ status: 401, title: 'Unauthorized', message: 'Please sign in to continue' }, { status: 401 });
  });
});

describe('LiveEventsProvider', () => {
  it('connects only for signed-in staff, with a ticket taken by the token, hands events to listeners, and closes on sign-out', async () => {
    const onEvent = vi.fn();
    render(
      <LiveEventsProvider>
        <Probe onEvent={onEvent} />
      </LiveEventsProvider>,
    );
    expect(screen.getByText('off')).toBeInTheDocument();
    expect(sources).toHaveLength(0);

    act(() => saveSession({ token: 'tok', email: 'owner@halwai.in' }));
    await waitFor(() => expect(sources).toHaveLength(1));
    expect(ticketRequests.map((r) => [r.method, new URL(r.url).pathname, r.headers.get('authorization')])).toEqual([
      ['POST', '/api/admin/events/ticket', 'Bearer tok'],
    ]);
    expect(sources[0]!.url).toBe('/api/admin/events?ticket=one-use');
    expect(screen.getByText('connecting')).toBeInTheDocument();

    act(() => sources[0]!.emit('ready', 3, { lastEventId: 3 }));
    expect(screen.getByText('live')).toBeInTheDocument();
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'ready' });

    act(() => clearSession());
    expect(sources[0]!.closed).toBe(true);
    expect(screen.getByText('off')).toBeInTheDocument();
  });

  it('stays off, and keeps the tab where it is, when the stored token is no longer known', async () => {
    render(
      <LiveEventsProvider>
        <Probe onEvent={vi.fn()} />
      </LiveEventsProvider>,
    );
    act(() => saveSession({ token: 'stale', email: 'owner@halwai.in' }));
    await waitFor(() => expect(screen.getByText('off')).toBeInTheDocument());
    expect(ticketRequests).toHaveLength(1);
    expect(sources).toHaveLength(0);
    expect(localStorage.getItem('token')).toBe('stale');
  });
});
