/** A schema's `safeParse`, so any zod schema (or a hand-made check) reads stored JSON. */
export interface StoredShape<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * A JSON value a settings-like column holds, as `schema` reads it: nothing stored, unreadable JSON
 * or a value the schema refuses reads as `fallback`, so one damaged column never fails every request.
 */
export function readStoredJson<T>(json: string | null, schema: StoredShape<T>, fallback: T): T {
  if (!json) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
