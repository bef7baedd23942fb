import type { Availability, Catalogue, ProductSummary } from '@halwai/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/api/get-catalogue';
import { invalidateProducts } from './invalidate-products';
import { productKeys } from './product-keys';

/** The server flips the product's availability and answers with the new value. */
export const toggleAvailability = (id: number) =>
  apiFetch<Availability>(`/api/Items/ToggleProductAvailability/ToggleAvailability/${id}`, { method: 'PUT' });

/** Shows `isAvailable` for product `id` in every cached list, so the switch moves at once. */
function showAvailability(queryClient: QueryClient, { id, isAvailable }: Availability) {
  queryClient.setQueryData<Catalogue>(
    catalogueKeys.all,
    (catalogue) =>
      catalogue && { ...catalogue, items: catalogue.items.map((item) => (item.id === id ? { ...item, isAvailable } : item)) },
  );
  queryClient.setQueryData<ProductSummary[]>(productKeys.summaries(), (summaries) =>
    summaries?.map((summary) => (summary.id === id ? { ...summary, isAvailable } : summary)),
  );
}

/**
 * Toggles a product with the switch already moved to `isAvailable` (the value wanted); a refusal
 * moves this product's switch back, leaving others toggled meanwhile alone.
 */
export function useToggleAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Availability) => toggleAvailability(id),
    onMutate: async (wanted) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: catalogueKeys.all }),
        queryClient.cancelQueries({ queryKey: productKeys.summaries() }),
      ]);
      showAvailability(queryClient, wanted);
    },
    onError: (_error, wanted) => showAvailability(queryClient, { id: wanted.id, isAvailable: !wanted.isAvailable }),
    onSuccess: (answer) => showAvailability(queryClient, answer),
    onSettled: () => void invalidateProducts(queryClient),
  });
}
