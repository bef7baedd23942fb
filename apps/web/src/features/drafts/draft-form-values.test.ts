import { draftSchema, MESSAGES } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { draftToFormValues, emptyDraftForm, toPublishBody, type DraftFormValues } from './draft-form-values';
import type { Draft } from './drafts-storage';
import { sampleDraftFields } from '../../test/sample-draft';

const origin = 'http://shop.test:3000';
const draft: Draft = {
  ...sampleDraftFields({
    thumbnail: 'http://shop.test:3000/logo.svg',
    isAvailable: false,
    prices: [
      { label: '6 pcs', price: 180 },
    { label: '12 pcs', price: 340 },
    ],
  }),
  id: 'd1',
};

const messagesOf = (values: DraftFormValues) => {
  const result = draftSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('draft form values', () => {
  it('starts blank with the shop logo as a full URL and the placeholder text', () => {
    expect(emptyDraftForm(origin)).toMatchObject({
      thumbnail: 'http://shop.test:3000/logo.svg',
      categoryId: '',
      isAvailable: true,
    });
  });

  it('gives the local screen its own words: required, URL, price', () => {
    expect(messagesOf({ ...emptyDraftForm(origin), thumbnail: 'logo', prices: [{ label: '1 kg', price: 'abc' }] })).toEqual({
      name: MESSAGES.draftRequired,
      thumbnail: MESSAGES.draftUrl,
      categoryId: MESSAGES.draftRequired,
      subcategoryId: MESSAGES.draftRequired,
      itemType: MESSAGES.draftRequired,
      'prices.0.price': MESSAGES.draftPrice,
    });
    expect(draftSchema.safeParse(draftToFormValues(draft)).success).toBe(true);
  });

  it('publishes with the first price entry as price and unit, and the shop picture as a path', () => {
    expect(toPublishBody(draft, origin)).toEqual({
      name: 'Rasgulla',
      categoryId: 1,
      subCategoryId: 10,
      price: 180,
      priceUnit: '6 pcs',
      thumbnail: '/logo.svg',
      itemType: 'ByPieces',
      description: 'Spongy',
      isAvailable: false,
      featured: false,
      discount: 0,
      prices: draft.prices,
    });
    expect(toPublishBody({ ...draft, thumbnail: 'https://cdn.example/r.webp' }, origin).thumbnail).toBe(
      'https://cdn.example/r.webp',
    );
  });
});
