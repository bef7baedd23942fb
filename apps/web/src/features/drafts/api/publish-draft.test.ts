import { describe, expect, it } from 'vitest';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { sampleDraftFields } from '../../../test/sample-draft';
import { readDrafts, saveDraft } from '../drafts-storage';
import { publishDraft } from './publish-draft';

describe('publishDraft', () => {
  it('sends a draft once even when asked twice at the same time', async () => {
    const draft = saveDraft(sampleDraftFields());
    const fetchMock = mockApi({ 'POST /api/products': () => json({ id: 41 }, 201) });
    const [first, second] = await Promise.all([publishDraft(draft), publishDraft(draft)]);
    expect(first).toEqual({ kind: 'published', productId: 41 });
    expect(second).toBe(first);
    expect(callsTo(fetchMock, 'POST', '/api/products')).toHaveLength(1);
  });

  it('does not send a draft again once it has been published, and names the product it became', async () => {
    const draft = saveDraft(sampleDraftFields());
    const fetchMock = mockApi({ 'POST /api/products': () => json({ id: 42 }, 201) });
    await publishDraft(draft);
    expect(readDrafts()).toEqual([]);
    expect(await publishDraft(draft)).toEqual({ kind: 'already-gone', productId: 42 });
    expect(callsTo(fetchMock, 'POST', '/api/products')).toHaveLength(1);
  });

  it('does not send a draft that another tab has already published or deleted', async () => {
    const draft = saveDraft(sampleDraftFields());
    localStorage.setItem('products', '[]');
    const fetchMock = mockApi({});
    expect(await publishDraft(draft)).toEqual({ kind: 'already-gone', productId: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
