import type { Product } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/api/get-catalogue';
import { deleteDraft, type Draft } from '../drafts-storage';
import { toPublishBody } from '../draft-form-values';

/** Turns a draft into a real product (POST /api/products as JSON); the draft is removed once the server has it. */
export async function publishDraft(draft: Draft): Promise<Product> {
  const product = await apiFetch<Product>('/api/products', { json: toPublishBody(draft, window.location.origin) });
  deleteDraft(draft.id);
  return product;
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
