import type { Product } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/api/get-catalogue';
import { deleteDraft, isDraftStored, type Draft } from '../drafts-storage';
import { toPublishBody } from '../draft-form-values';

/** What publishing did: created product `productId`, or nothing because the draft was already gone. */
export type PublishResult = { kind: 'published'; productId: number } | { kind: 'already-gone'; productId: number | null };

// POST /api/products takes no idempotency key, so the browser makes sure each draft is sent once:
// a publish already under way is joined rather than repeated, and a draft no longer stored (published
// here or in another tab, or deleted) is not sent again.
const underWay = new Map<string, Promise<PublishResult>>();
const publishedAs = new Map<string, number>();

async function send(draft: Draft): Promise<PublishResult> {
  if (!isDraftStored(draft.id)) return { kind: 'already-gone', productId: publishedAs.get(draft.id) ?? null };
  const product = await apiFetch<Product>('/api/products', { json: toPublishBody(draft, window.location.origin) });
  publishedAs.set(draft.id, product.id);
  deleteDraft(draft.id);
  return { kind: 'published', productId: product.id };
}

/** Turns a draft into a real product (POST /api/products as JSON) once; the draft is removed once the server has it. */
export function publishDraft(draft: Draft): Promise<PublishResult> {
  const running = underWay.get(draft.id);
  if (running) return running;
  const publishing = send(draft).finally(() => underWay.delete(draft.id));
  underWay.set(draft.id, publishing);
  return publishing;
}

export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    // Every back-office product list reads from the catalogue or under 'products'.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
