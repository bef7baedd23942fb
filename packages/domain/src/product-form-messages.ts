// The words of schemas.ts's product form, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

/** The product form's own words, besides MESSAGES. */
export const PRODUCT_FORM_MESSAGES = {
  twoDecimals: 'Use at most 2 decimals',
  tooManyPrices: 'At most 20 price entries',
  labelTwice: 'Each price entry needs its own label',
  imageTooManyPixels: 'The image has too many pixels (at most 50 megapixels)',
  idMismatch: 'The id in the body does not match the id in the path',
} as const;
