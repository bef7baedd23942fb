// The words of schemas.ts's product form, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.

/** The product form's own words, besides MESSAGES. */
export const PRODUCT_FORM_MESSAGES = {
  twoDecimals: 'Use at most 2 decimals',
  tooManyPrices: 'At most 20 price entries',
  labelTwice: 'Each price entry needs its own label',
  imageTooManyPixels: 'The image has too many pixels (at most 50 megapixels)',
  idMismatch: 'The id in the body does not match the id in the path',
  barcodeTwice: 'Each barcode may be used once: the item and each of its packs need their own',
  pricePerKgRange: 'Enter a price per kg above ₹0, at most ₹1,00,000',
  pricePerKgByKiloOnly: 'Only an item sold by the kilo has a price per kg: choose By kilo, or clear the price per kg',
} as const;
