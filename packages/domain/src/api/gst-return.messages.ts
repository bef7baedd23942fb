// The words of gst-return.schema.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

export const GST_RETURN_MESSAGES = {
  month: 'month must be a month written YYYY-MM, e.g. 2026-11',
} as const;
