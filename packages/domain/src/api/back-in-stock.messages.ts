// The words of back-in-stock.schema.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

/** What the server says about a request to hear when a sold-out item is back. */
export const BACK_IN_STOCK_MESSAGES = {
  noSuchPack: 'This item has no such pack',
} as const;
