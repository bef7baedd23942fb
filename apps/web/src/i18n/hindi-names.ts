/** Something the shop sells or sorts by, with the Hindi name staff gave it (if any). */
export interface NamedThing {
  name: string;
  nameHi?: string | null;
}

// Where names come from: the cart's lines, the catalogue last read. Read when a message is translated,
// so a name is always as the shop has it now.
const sources = new Map<string, () => Iterable<NamedThing>>();

/** Names under `key` (replacing what was there): `nameSource('cart', () => cartStore.getState().lines)`. */
export function nameSource(key: string, read: () => Iterable<NamedThing>): void {
  sources.set(key, read);
}

/**
 * The Hindi name of what a server sentence names in English ("Only 2 left of Kaju Katli (500 g)"), so a
 * Hindi page says "काजू कतली"; null when the page knows no Hindi name for it.
 */
export function hindiNameOf(name: string): string | null {
  for (const read of sources.values()) {
    for (const thing of read()) if (thing.name === name && thing.nameHi) return thing.nameHi;
  }
  return null;
}
