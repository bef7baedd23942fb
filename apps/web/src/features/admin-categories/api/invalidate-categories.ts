import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/api/get-catalogue';
import { categoryKeys } from './category-keys';

/** After a category write: this screen and the catalogue (shop filters, product forms) read again. */
export function invalidateCategories(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  ]).then(() => undefined);
}

/** A category write as a mutation that, once it succeeds, has the lists read again. */
export function useCategoryMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateCategories(queryClient) });
}
