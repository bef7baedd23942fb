import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../use-session';
import { createStreamTicket } from './create-stream-ticket';
import type { LiveStatus } from './live-event';
import { LiveEventsContext, type LiveEventListener } from './live-events-context';

/** One live-events connection per tab while staff are signed in; it closes when they sign out. */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const listeners = useRef(new Set<LiveEventListener>());
  const supported = typeof EventSource !== 'undefined';

  useEffect(() => {
    if (!token || !supported) return undefined;
    // Loaded only for signed-in staff, so shoppers do not download the live stream's code.
    let closed = false;
    let close = () => undefined as void;
    void import('./live-connection').then(({ createLiveConnection }) => {
      if (closed) return;
      const connection = createLiveConnection({
        getTicket: createStreamTicket,
        onStatus: setStatus,
        onEvent: (event) => listeners.current.forEach((listener) => listener(event)),
      });
      close = () => connection.close();
    });
    return () => {
      closed = true;
      close();
    };
  }, [token, supported]);

  const value = useMemo(
    () => ({
      status: token && supported ? status : ('off' as const),
      subscribe: (listener: LiveEventListener) => {
        listeners.current.add(listener);
        return () => void listeners.current.delete(listener);
      },
    }),
    [token, supported, status],
  );
  return <LiveEventsContext.Provider value={value}>{children}</LiveEventsContext.Provider>;
}
