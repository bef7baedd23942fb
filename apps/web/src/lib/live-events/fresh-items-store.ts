import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

interface FreshItemsState {
  /** Ids that arrived live and have not been looked at on their page yet: they are highlighted there. */
  fresh: ReadonlySet<number>;
  /** How many arrived while their page was not open: the drawer shows it. */
  unseen: number;
  viewing: boolean;
}

/**
 * What arrived live for one list (orders, messages): highlighted on its page, counted in the drawer
 * until the page is opened. Leaving the page ends the highlight of what was shown there.
 */
export function createFreshItems() {
  const store = createStore<FreshItemsState>(() => ({ fresh: new Set(), unseen: 0, viewing: false }));
  const startViewing = () => store.setState({ viewing: true, unseen: 0 });
  const stopViewing = () => store.setState({ viewing: false, fresh: new Set() });
  return {
    store,
    arrived(id: number) {
      store.setState(({ fresh, unseen, viewing }) => ({ fresh: new Set(fresh).add(id), unseen: viewing ? 0 : unseen + 1 }));
    },
    startViewing,
    stopViewing,
    /** For the list's page: what arrives while it is open is not counted, and leaving it ends the highlights. */
    useViewing: () =>
      useEffect(() => {
        startViewing();
        return stopViewing;
      }, []),
    useUnseen: () => useStore(store, (s) => s.unseen),
    useIsFresh: (id: number) => useStore(store, (s) => s.fresh.has(id)),
  };
}
