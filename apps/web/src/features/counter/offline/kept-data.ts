import { ApiError } from '../../../lib/api-client';
import { counterDb } from './counter-db';

/** An answer the server gave itself: a refusal (4xx) is the truth, not a reason to read an older copy. */
const isAnswer = (error: unknown) => error instanceof ApiError && error.status < 500;

/**
 * The counter's data read through the device: the server's answer, kept in IndexedDB each time it
 * comes; when the server cannot be reached, the copy kept last. (The service worker keeps no staff
 * answers, so the counter keeps its own.)
 */
export async function readThrough<T>(name: string, read: () => Promise<T>): Promise<T> {
  try {
    const data = await read();
    void counterDb()
      .then((db) => db.put('kept', { name, savedAt: Date.now(), data }))
      .catch(() => undefined); // a full disk leaves the last copy; the screen works online all the same
    return data;
  } catch (error) {
    if (isAnswer(error)) throw error;
    const kept = await counterDb()
      .then((db) => db.get('kept', name))
      .catch(() => undefined);
    if (kept) return kept.data as T;
    throw error;
  }
}
