// Zod-free, so GST arithmetic (gst.ts) and the settings' words can use the slabs without the schemas.

/** GST slabs (28% and 40% for the few goods taxed above 18%); prices include the rate. */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;
/** The rate of an item whose product and category name none. */
export const DEFAULT_GST_RATE = 5;
