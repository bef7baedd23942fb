import { createContext } from 'react';
import type { LiveEvent, LiveStatus } from './live-event';

export type LiveEventListener = (event: LiveEvent) => void;

export interface LiveEventsValue {
  status: LiveStatus;
  /** Calls `listener` with every new event until the returned function is called. */
  subscribe: (listener: LiveEventListener) => () => void;
}

/** Without a provider (a page rendered on its own, in a test) nothing is live and nothing arrives. */
export const LiveEventsContext = createContext<LiveEventsValue>({ status: 'off', subscribe: () => () => undefined });
