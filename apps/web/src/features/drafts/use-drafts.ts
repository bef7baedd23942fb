import { useSyncExternalStore } from 'react';
import { readDrafts, subscribeDrafts, type Draft } from './drafts-storage';

const NO_DRAFTS: Draft[] = [];

/** The stored drafts; re-renders when they change here or in another tab. */
export function useDrafts(): Draft[] {
  return useSyncExternalStore(subscribeDrafts, readDrafts, () => NO_DRAFTS);
}
