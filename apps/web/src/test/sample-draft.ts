import type { DraftFields } from '../features/drafts/drafts-storage';

/** A complete local draft (local CRUD product) for the drafts tests; `overrides` change what a test needs. */
export const sampleDraftFields = (overrides: Partial<DraftFields> = {}): DraftFields => ({
  name: 'Rasgulla',
  thumbnail: 'http://localhost:3000/logo.svg',
  categoryId: 1,
  subcategoryId: 10,
  itemType: 'ByPieces',
  description: 'Spongy',
  isAvailable: true,
  prices: [{ label: '6 pcs', price: 180 }],
  ...overrides,
});
