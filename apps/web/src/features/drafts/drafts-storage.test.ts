import { describe, expect, it, vi } from 'vitest';
import { sampleDraftFields } from '../../test/sample-draft';
import { deleteDraft, readDrafts, saveDraft, subscribeDrafts } from './drafts-storage';

const fields = sampleDraftFields({ thumbnail: 'https://shop.example/logo.svg' });

describe('drafts storage', () => {
  it('keeps drafts in localStorage.products as a plain array', () => {
    const draft = saveDraft(fields);
    expect(JSON.parse(localStorage.getItem('products')!)).toEqual([{ ...fields, id: draft.id }]);
    expect(readDrafts()).toEqual([draft]);
  });

  it('adds, replaces and deletes drafts', () => {
    const first = saveDraft(fields);
    const second = saveDraft({ ...fields, name: 'Cham Cham' });
    saveDraft({ ...fields, name: 'Rasgulla (tin)' }, first.id);
    expect(readDrafts().map((d) => d.name)).toEqual(['Rasgulla (tin)', 'Cham Cham']);
    deleteDraft(first.id);
    expect(readDrafts()).toEqual([second]);
  });

  it('returns the same array until the stored text changes', () => {
    saveDraft(fields);
    expect(readDrafts()).toBe(readDrafts());
  });

  it('leaves out what is not a valid draft and survives text that is not JSON', () => {
    localStorage.setItem(
      'products',
      JSON.stringify([
        { id: 'x', name: 'Phone', subcategoryId: 'Mobile' },
        { ...fields, id: 'ok' },
      ]),
    );
    expect(readDrafts().map((d) => d.id)).toEqual(['ok']);
    localStorage.setItem('products', '{not json');
    expect(readDrafts()).toEqual([]);
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeDrafts(listener);
    saveDraft(fields);
    window.dispatchEvent(new StorageEvent('storage', { key: 'products' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
