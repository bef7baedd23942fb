import { draftSchema } from '@halwai/domain';
import { z } from 'zod';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** A local product draft as kept in `localStorage.products` (local CRUD product). */
export const storedDraftSchema = draftSchema.extend({ id: z.string().min(1) });
export type Draft = z.output<typeof storedDraftSchema>;
export type DraftFields = Omit<Draft, 'id'>;

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: { raw: string | null; drafts: Draft[] } = { raw: null, drafts: [] };

/**
 * The stored drafts. Entries that no longer pass the draft rules (hand-edited, or from an older
 * version) are left out. The same array comes back until the stored text changes.
 */
export function readDrafts(): Draft[] {
  const raw = localStorage.getItem(STORAGE_KEYS.products);
  if (raw === cache.raw) return cache.drafts;
  cache = { raw, drafts: parseDrafts(raw) };
  return cache.drafts;
}

function parseDrafts(raw: string | null): Draft[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const parsed = storedDraftSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function writeDrafts(drafts: Draft[]): void {
  localStorage.setItem(STORAGE_KEYS.products, JSON.stringify(drafts));
  for (const listener of listeners) listener();
}

/** Adds a draft (no `id`) or replaces the one with that `id`; returns what was stored. */
export function saveDraft(fields: DraftFields, id?: string): Draft {
  const draft: Draft = { ...fields, id: id ?? crypto.randomUUID() };
  const drafts = readDrafts();
  const exists = drafts.some((d) => d.id === draft.id);
  writeDrafts(exists ? drafts.map((d) => (d.id === draft.id ? draft : d)) : [...drafts, draft]);
  return draft;
}

export function isDraftStored(id: string): boolean {
  return readDrafts().some((d) => d.id === id);
}

export function deleteDraft(id: string): void {
  writeDrafts(readDrafts().filter((d) => d.id !== id));
}

/** Calls `listener` when drafts change in this tab or in another one. */
export function subscribeDrafts(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.products) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
