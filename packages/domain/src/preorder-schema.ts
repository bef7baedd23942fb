import { z } from 'zod';
import { jsonFormField } from './json-form-field.js';
import { PREORDER_MESSAGES as P } from './preorder-messages.js';
import { isIsoDate } from './shop-time.js';

/** A product's pre-order as the API answers it: ready from `from`, handed over up to `until` (absent: no end). */
export const preorderSchema = z
  .object({
    from: z.string().describe('The first day it is ready, YYYY-MM-DD'),
    until: z.string().optional().describe('The last day it is handed over, YYYY-MM-DD; absent: any day from `from`'),
  });

const isoDate = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, message);

/** The pre-order object itself, as checked: a product form in the browser takes it from its two date fields. */
export const preorderInputSchema = z
  .object({
    from: isoDate(P.from),
    // Blank: no end, as a form's empty field sends it.
    until: z
      .string({ error: P.until })
      .trim()
      .refine((v) => v === '' || isIsoDate(v), P.until)
      .nullish(),
  })
  // Only between two real dates: a badly written one has its own refusal.
  .refine((p) => !p.until || !isIsoDate(p.until) || p.until >= p.from, { message: P.untilBeforeFrom, path: ['until'] })
  .transform((p) => ({ from: p.from, ...(p.until && { until: p.until }) }));

/**
 * A product form's pre-order: an object, or JSON text in a multipart form
 * (`{"from":"2026-10-29","until":"2026-11-02"}`); null or blank: not a pre-order; left out on an edit: kept.
 */
export const preorderFieldSchema = jsonFormField(preorderInputSchema, P.notJson)
  .describe('A pre-order: {"from":"YYYY-MM-DD","until":"YYYY-MM-DD"} (until optional), JSON text in a multipart form; null or blank: not a pre-order; left out on an edit: kept');
