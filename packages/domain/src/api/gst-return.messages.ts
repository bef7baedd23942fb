// The words of gst-return.schema.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.
import { named } from '../message-params.js';

export const GST_RETURN_MESSAGES = {
  month: 'month must be a month written YYYY-MM, e.g. 2026-11',
  unknownGstin: named(['gstin'], (gstin: string) => `${gstin} is neither the shop's GSTIN nor an outlet's`),
  /** To an account limited to outlets, for any GSTIN none of them invoices under (known or not: ids cannot be probed). */
  notYourGstin: named(['gstin'], (gstin: string) => `None of your outlets invoices under ${gstin}; choose one of theirs`),
} as const;
