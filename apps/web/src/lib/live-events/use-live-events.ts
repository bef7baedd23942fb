import { useContext, useEffect, useRef } from 'react';
import type { LiveEvent, LiveStatus } from './live-event';
import { LiveEventsContext } from './live-events-context';

/** Calls `handler` with each live event; the latest handler is used without resubscribing. */
export function useLiveEvent(handler: (event: LiveEvent) => void): void {
  const { subscribe } = useContext(LiveEventsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}

/** Whether the live stream is connected: off (signed out), connecting, live or reconnecting. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveEventsContext).status;
}
