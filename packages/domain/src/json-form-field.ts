import { z } from 'zod';

/**
 * A product form field that holds a whole object: JSON text in a multipart form, the object itself in
 * a JSON body. Blank or null clears it; text that does not parse is refused with `notJson`, which
 * says what is expected. Left out (optional), an edit keeps what is stored.
 */
export function jsonFormField<T extends z.ZodType>(schema: T, notJson: string) {
  return z
    .preprocess((value, ctx) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return null;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: notJson, input: value });
        return z.NEVER;
      }
    }, schema.nullable())
    .optional();
}
